import { EmptyState, Image } from '@matjar/ui'
import { apiFor } from '../api.server.ts'
import { ShopLink } from '../components/ShopLink.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import type { Route } from './+types/brands'

/** `/brands`: every brand the shop carries, each opening the listing filtered by it. */
export async function loader({ request }: Route.LoaderArgs) {
  const brands = await apiFor(request).call('listBrands')
  return { brands: brands.data }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [
    { title: `${t('brands')} | ${t('shopName')}` },
    { name: 'description', content: t('brandsIntro') },
  ]
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const t = useT(catalogueMessages)
  const shop = useT(shopMessages)
  const { brands } = loaderData
  return (
    <div className="shop-brands">
      <header className="shop-listing-head">
        <h1>{shop('brands')}</h1>
        <p>{shop('brandsIntro')}</p>
      </header>
      {brands.length === 0 ? (
        <EmptyState
          title={t('noBrands')}
          action={<ShopLink to="/products">{shop('browse')}</ShopLink>}
        />
      ) : (
        <ul className="shop-brand-list">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <ShopLink to={`/products?brand=${encodeURIComponent(brand.slug)}`}>
                {brand.logo ? (
                  <Image image={brand.logo} sizes="12rem" alt="" className="shop-brand-picture" />
                ) : null}
                <span className="shop-brand-name">{brand.name}</span>
                <span className="shop-brand-count">
                  {shop('resultCount', { count: brand.products_count })}
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
