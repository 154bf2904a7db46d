import { data } from 'react-router'
import { apiFor } from '../api.server.ts'
import { shopOrigin } from '../seo/shop-origin.server.ts'
import { PRODUCTS_PER_FILE, productsSitemapNumber, sitemapOf, xmlResponse } from '../seo/sitemap.ts'
import type { Route } from './+types/sitemap-products'

/** `/sitemaps/products/{n}.xml`: the n-th 25,000 products, each in both languages. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = productsSitemapNumber(params.file)
  if (page === null) throw data('Not found', { status: 404 })
  const links = await apiFor(request).call('listProductLinks', {
    query: { page, per_page: PRODUCTS_PER_FILE },
  })
  if (links.data.items.length === 0 && page > 1) throw data('Not found', { status: 404 })
  return xmlResponse(
    sitemapOf(
      shopOrigin(request),
      links.data.items.map((product) => `/product/${product.id}`),
    ),
  )
}
