import { useLocale } from '@matjar/react'
import { EmptyState, Image } from '@matjar/ui'
import { Link } from 'react-router'
import { apiFor } from '../api.server.ts'
import { languageFromRequest } from '../language.ts'
import { useMediaImage } from '../media.ts'
import { translate } from '../messages.ts'
import type { Route } from './+types/brands'

/** `/brands`: every brand the shop carries, each opening the listing filtered by it. */
export async function loader({ request }: Route.LoaderArgs) {
  const brands = await apiFor(request).call('listBrands')
  return { language: languageFromRequest(request), brands: brands.data }
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        {
          title: `${translate(page.language, 'brands')} | ${translate(page.language, 'shopName')}`,
        },
        { name: 'description', content: translate(page.language, 'brandsIntro') },
      ]
    : []

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const mediaImage = useMediaImage()
  const { brands } = loaderData
  return (
    <div className="shop-brands">
      <header className="shop-listing-head">
        <h1>{translate(language, 'brands')}</h1>
        <p>{translate(language, 'brandsIntro')}</p>
      </header>
      {brands.length === 0 ? (
        <EmptyState
          title={translate(language, 'noBrands')}
          action={<Link to="/products">{translate(language, 'browse')}</Link>}
        />
      ) : (
        <ul className="shop-brand-list">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <Link to={`/products?brand=${encodeURIComponent(brand.slug)}`}>
                {brand.logo ? (
                  <Image
                    image={mediaImage(brand.logo)}
                    sizes="12rem"
                    alt=""
                    className="shop-brand-picture"
                  />
                ) : null}
                <span className="shop-brand-name">{brand.name}</span>
                <span className="shop-brand-count">
                  {translate(language, 'resultCount', { count: brand.products_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
