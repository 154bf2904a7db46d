import { useLocale } from '@matjar/react'
import { EmptyState, Image } from '@matjar/ui'
import { Link } from 'react-router'
import { apiFor } from '../api.server.ts'
import { languageFromRequest } from '../language.ts'
import { useMediaImage, usePreconnectToMedia } from '../media.ts'
import { translate } from '../messages.ts'
import { CategoryTiles } from '../shop-front/CategoryTiles.tsx'
import { translateShopFront } from '../shop-front/shop-front-messages.ts'
import '../shop-front/shop-front.css'
import type { Route } from './+types/categories'

/** `/categories`: every category with its subcategories, each opening its listing. */
export async function loader({ request }: Route.LoaderArgs) {
  const categories = await apiFor(request).call('listCategories')
  return { language: languageFromRequest(request), categories: categories.data }
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        {
          title: `${translateShopFront(page.language, 'categories')} | ${translate(page.language, 'shopName')}`,
        },
        { name: 'description', content: translateShopFront(page.language, 'categoriesIntro') },
      ]
    : []

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const mediaImage = useMediaImage()
  usePreconnectToMedia()
  const t = (key: Parameters<typeof translateShopFront>[1], values?: Record<string, number>) =>
    translateShopFront(language, key, values)
  const { categories } = loaderData
  return (
    <div className="shop-categories">
      <header className="shop-listing-head">
        <h1>{t('categories')}</h1>
        <p>{t('categoriesIntro')}</p>
      </header>
      {categories.length === 0 ? (
        <EmptyState
          title={t('noCategories')}
          action={<Link to="/products">{translate(language, 'browse')}</Link>}
        />
      ) : (
        <ul className="shop-category-tree">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link to={`/products/${category.path}`} className="shop-category-main">
                {category.image ? (
                  <Image
                    image={mediaImage(category.image)}
                    sizes="(min-width: 48rem) 16rem, calc(100vw - 3rem)"
                    alt=""
                    // The first two are on a phone's first screen.
                    loading={index < 2 ? 'eager' : 'lazy'}
                  />
                ) : null}
                <span className="shop-category-main-text">
                  <h2>{category.name}</h2>
                  <span className="shop-muted">
                    {t('productCount', { count: category.products_count })}
                  </span>
                </span>
              </Link>
              {category.children.length > 0 ? (
                <CategoryTiles
                  categories={category.children}
                  sizes="(min-width: 48rem) 9rem, 28vw"
                  label={category.name}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
