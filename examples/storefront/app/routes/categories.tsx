import { EmptyState, Image } from '@matjar/ui'
import { apiFor } from '../api.server.ts'
import { ShopLink } from '../components/ShopLink.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { CategoryTiles } from '../shop-front/CategoryTiles.tsx'
import type { Route } from './+types/categories'

/** `/categories`: every category with its subcategories, each opening its listing. */
export async function loader({ request }: Route.LoaderArgs) {
  const categories = await apiFor(request).call('listCategories')
  return { categories: categories.data }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [
    { title: `${t('categoriesTitle')} | ${t('shopName')}` },
    { name: 'description', content: t('categoriesIntro') },
  ]
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT(catalogueMessages)
  const shop = useT(shopMessages)
  const { categories } = loaderData
  return (
    <div className="shop-categories">
      <header className="shop-listing-head">
        <h1>{shop('categoriesTitle')}</h1>
        <p>{shop('categoriesIntro')}</p>
      </header>
      {categories.length === 0 ? (
        <EmptyState
          title={t('noCategories')}
          action={<ShopLink to="/products">{shop('browse')}</ShopLink>}
        />
      ) : (
        <ul className="shop-category-tree">
          {categories.map((category, index) => (
            <li key={category.id}>
              <ShopLink to={`/products/${category.path}`} className="shop-category-main">
                {category.image ? (
                  <Image
                    image={category.image}
                    sizes="(min-width: 48rem) 16rem, calc(100vw - 3rem)"
                    alt=""
                    // The first two are on a phone's first screen.
                    loading={index < 2 ? 'eager' : 'lazy'}
                  />
                ) : null}
                <span className="shop-category-main-text">
                  <h2>{category.name}</h2>
                  <span className="shop-muted">
                    {shop('resultCount', { count: category.products_count })}
                  </span>
                </span>
              </ShopLink>
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
