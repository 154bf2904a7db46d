import { pathWithoutLanguage } from '@matjar/core'
import { useNavigate } from 'react-router'
import { apiFor } from '../api.server.ts'
import { ListingProducts } from '../components/ListingProducts.tsx'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { fitCards, PICTURE_SIZES } from '../picture-sizes.ts'
import { countKey } from '../result-count.ts'
import { pageNumber } from '../route-values.ts'
import type { Route } from './+types/collection'

/** `/offers` (products on offer) and `/wholesale` (products sold wholesale). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const page = pageNumber(url.searchParams.get('page'))
  const api = apiFor(request)
  const offers = pathWithoutLanguage(url.pathname).startsWith('/offers')
  const query = { page, per_page: 12 }
  const products = offers
    ? await api.call('listOffers', { query })
    : await api.call('listWholesaleProducts', { query })
  return {
    kind: offers ? ('offers' as const) : ('wholesale' as const),
    products: {
      ...products.data,
      items: fitCards(products.data.items, PICTURE_SIZES.gridCard.widest),
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  if (!page) return []
  const t = metaWords(matches)
  return [
    { title: `${t(page.kind)} | ${t('shopName')}` },
    {
      name: 'description',
      content: t(countKey(page.products.meta), { count: page.products.meta.total }),
    },
  ]
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const shop = useT(shopMessages)
  const navigate = useNavigate()
  const { products, kind } = loaderData
  return (
    <div className="shop-listing">
      <header className="shop-listing-head">
        <h1>{shop(kind)}</h1>
        <p>{shop(countKey(products.meta), { count: products.meta.total })}</p>
      </header>
      <ListingProducts
        products={products}
        onPage={(page) => navigate(`?page=${page}`)}
        hrefOf={(page) => `?page=${page}`}
        more={Boolean(products.meta.total_capped) && Boolean(products.meta.next_cursor)}
      />
    </div>
  )
}
