import { apiFor } from '../api.server.ts'
import { shopOrigin } from '../seo/shop-origin.server.ts'
import { sitemapFiles, sitemapIndexOf, xmlResponse } from '../seo/sitemap.ts'
import type { Route } from './+types/sitemap-index'

/** `/sitemap.xml`: the index of the shop's sitemaps (its pages, then its products by 25,000). */
export async function loader({ request }: Route.LoaderArgs) {
  const links = await apiFor(request).call('listProductLinks', { query: { per_page: 1 } })
  return xmlResponse(sitemapIndexOf(shopOrigin(request), sitemapFiles(links.data.meta.total)))
}
