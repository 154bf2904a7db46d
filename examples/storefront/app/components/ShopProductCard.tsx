import type { ProductCard as Card } from '@matjar/core'
import { useAuth, useCart, useLocale, useToasts, useWishlist } from '@matjar/react'
import { ProductCard } from '@matjar/ui'
import { useMediaImage } from '../media.ts'
import { translate } from '../messages.ts'

/**
 * A product as a card with the shop's actions: a product without colours goes straight to the
 * cart, others open; signed-in shoppers get the wishlist heart.
 */
export function ShopProductCard({
  product,
  headingLevel = 3,
  imageSizes,
  onWishlistToggle,
}: {
  product: Card
  headingLevel?: 2 | 3
  /** How wide the card's picture is drawn (`sizes`). */
  imageSizes?: string
  /** Replaces the heart's own toggle: the favourites list takes a product out at once. */
  onWishlistToggle?: (product: Card) => void
}) {
  const { language } = useLocale()
  const { add } = useCart()
  const { show } = useToasts()
  const mediaImage = useMediaImage()
  const { isSignedIn } = useAuth()
  const wishlist = useWishlist()
  return (
    <ProductCard
      name={product.name}
      href={`/product/${product.id}`}
      {...(product.image ? { image: mediaImage(product.image) } : {})}
      {...(imageSizes ? { imageSizes } : {})}
      price={product.price}
      priceBefore={product.price_before}
      discountText={product.discount_text}
      {...(product.ratings_count > 0 ? { rating: product.rating } : {})}
      language={language}
      headingLevel={headingLevel}
      {...(isSignedIn
        ? {
            wishlisted: onWishlistToggle ? true : wishlist.isFavourite(product.id),
            onWishlistToggle: () =>
              onWishlistToggle
                ? onWishlistToggle(product)
                : void wishlist.toggle(product.id, product),
          }
        : {})}
      {...(product.stock === 0
        ? { action: <p className="shop-out-of-stock">{translate(language, 'outOfStock')}</p> }
        : product.has_selections
          ? {
              action: (
                <a className="matjar-button shop-choose" href={`/product/${product.id}`}>
                  {translate(language, 'chooseColour')}
                </a>
              ),
            }
          : {
              onAddToCart: () =>
                add({ product_id: product.id, product_type: 'retail' }, 1, {
                  price: product.price,
                  price_before: product.price_before,
                  name: product.name,
                }).then(
                  () => show({ kind: 'success', message: translate(language, 'added') }),
                  () => {},
                ),
            })}
    />
  )
}
