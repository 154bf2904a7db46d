import type { ProductSummary as Card } from '@matjar/core'
import { useAuth, useCart, useMoney, useToasts, useWishlist } from '@matjar/react'
import { ProductCard } from '@matjar/ui'
import { AddToCartForm } from '../cart/AddToCartForm.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'
import { ShopLink } from './ShopLink.tsx'

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
  const t = useT(catalogueMessages)
  const { add } = useCart()
  const { show } = useToasts()
  const { isSignedIn } = useAuth()
  const wishlist = useWishlist()
  const money = useMoney()
  return (
    <ProductCard
      name={product.name}
      href={`/product/${product.id}`}
      {...(product.image ? { image: product.image } : {})}
      {...(imageSizes ? { imageSizes } : {})}
      price={product.price}
      priceBefore={product.price_before}
      discountText={product.discount_text}
      {...(product.ratings_count > 0 ? { rating: product.rating } : {})}
      {...(product.wholesale_price && product.wholesale_min_quantity
        ? {
            note: t('wholesaleOnCard', {
              price: money(product.wholesale_price),
              min: product.wholesale_min_quantity,
            }),
          }
        : {})}
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
        ? { action: <p className="shop-out-of-stock">{t('outOfStock')}</p> }
        : product.has_selections
          ? {
              action: (
                <ShopLink className="matjar-button shop-choose" to={`/product/${product.id}`}>
                  {t('chooseColour')}
                </ShopLink>
              ),
            }
          : {
              // A form (it works without JavaScript); with JavaScript, the cart machine adds.
              action: (
                <AddToCartForm
                  productId={product.id}
                  onAdd={() =>
                    void add({ product_id: product.id, product_type: 'retail' }, 1, {
                      price: product.price,
                      price_before: product.price_before,
                      name: product.name,
                    }).then((result) => {
                      // A refusal has its toast already (the provider's, spec §8).
                      if (result.ok) show({ kind: 'success', message: t('added') })
                    })
                  }
                >
                  <button
                    type="submit"
                    className="matjar-button"
                    data-size="sm"
                    data-variant="primary"
                  >
                    {t('addToCart')}
                  </button>
                </AddToCartForm>
              ),
            })}
    />
  )
}
