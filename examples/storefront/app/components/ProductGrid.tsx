import type { ProductSummary as Card } from '@matjar/core'
import { PICTURE_SIZES } from '../picture-sizes.ts'
import { ShopProductCard } from './ShopProductCard.tsx'

/** Products as cards in a grid. */
export function ProductGrid({
  products,
  headingLevel = 3,
  onWishlistToggle,
}: {
  products: readonly Card[]
  /** The level of each card's name: one below the section's heading. */
  headingLevel?: 2 | 3
  /** Replaces the heart's own toggle: the favourites list takes a product out at once. */
  onWishlistToggle?: (product: Card) => void
}) {
  return (
    <ul className="shop-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ShopProductCard
            product={product}
            headingLevel={headingLevel}
            imageSizes={PICTURE_SIZES.gridCard.sizes}
            {...(onWishlistToggle ? { onWishlistToggle } : {})}
          />
        </li>
      ))}
    </ul>
  )
}
