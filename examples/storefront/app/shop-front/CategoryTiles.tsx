import type { Category } from '@matjar/core'
import { Image } from '@matjar/ui'
import { ShopLink } from '../components/ShopLink.tsx'

/**
 * Categories as picture tiles, each opening its listing (`/products/{path}`). The name under the
 * picture says what it is, so the picture itself is decorative.
 */
export function CategoryTiles({
  categories,
  sizes,
  label,
}: {
  categories: readonly Category[]
  /** How wide a tile's picture is drawn. */
  sizes: string
  label?: string
}) {
  return (
    <ul className="shop-category-tiles" aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <ShopLink to={`/products/${category.path}`} className="shop-category-tile">
            {category.image ? (
              <Image image={category.image} sizes={sizes} alt="" />
            ) : (
              <span className="shop-category-blank" />
            )}
            <span className="shop-category-name">{category.name}</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  )
}
