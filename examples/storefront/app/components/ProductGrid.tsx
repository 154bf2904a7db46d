import type { ProductCard as Card } from '@matjar/core'
import { ShopProductCard } from './ShopProductCard.tsx'

/**
 * How wide a grid card's picture is drawn: two columns on a phone, three or four on a tablet,
 * cards of about 16rem on a desktop (the page is at most 72rem).
 */
const GRID_IMAGE_SIZES = '(min-width: 72rem) 16rem, (min-width: 36rem) 30vw, 45vw'

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
            imageSizes={GRID_IMAGE_SIZES}
            {...(onWishlistToggle ? { onWishlistToggle } : {})}
          />
        </li>
      ))}
    </ul>
  )
}
