import type { ProductCard as Card } from '@matjar/core'
import { ShopProductCard } from './ShopProductCard.tsx'

/**
 * How wide a grid card's picture is drawn: half the phone's width less the page's and the card's
 * padding, three or four columns on a tablet, about 15rem on a desktop (the page is at most
 * 72rem). Too wide a guess makes a phone at 1.75 device pixels per pixel take twice the pixels.
 */
const GRID_IMAGE_SIZES = '(min-width: 72rem) 15rem, (min-width: 36rem) 30vw, calc(50vw - 2.75rem)'

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
