import { multiplyMoney, type Product, type ProductSelection } from '@matjar/core'
import { useAuth, useCart, useMoney, useToasts, useWishlist } from '@matjar/react'
import { Button, QuantityStepper, RadioGroup } from '@matjar/ui'
import { useState } from 'react'
import { AddToCartForm } from '../cart/AddToCartForm.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

const inStock = (selection: ProductSelection) => selection.stock > 0

/**
 * What the shopper chooses and does on a product page: the colour, the quantity (with the
 * wholesale price as it reaches its threshold), Add to cart, and the wishlist.
 */
export function ProductPurchase({
  product,
  selection,
  onSelect,
}: {
  product: Product
  selection: ProductSelection | null
  onSelect: (selectionId: number) => void
}) {
  const t = useT(catalogueMessages)
  const shop = useT(shopMessages)
  const money = useMoney()
  const { add } = useCart()
  const { show } = useToasts()
  const { isSignedIn } = useAuth()
  const wishlist = useWishlist()
  const favourite = wishlist.isFavourite(product.id)
  const [quantity, setQuantity] = useState(1)
  const stock = selection ? selection.stock : product.stock
  // The price switches to wholesale at the threshold, in the cart and at checkout alike
  // (docs/decisions.md, "Wholesale prices"); the page says so as the quantity reaches it.
  const wholesale =
    product.wholesale_price !== null &&
    product.wholesale_min_quantity !== null &&
    quantity >= product.wholesale_min_quantity
  const addToCart = () =>
    add(
      {
        product_id: product.id,
        product_type: 'retail',
        ...(selection ? { selection_id: selection.id } : {}),
      },
      quantity,
      {
        price: wholesale && product.wholesale_price ? product.wholesale_price : product.price,
        price_before: wholesale ? product.price : product.price_before,
        name: selection ? `${product.name} - ${selection.name}` : product.name,
      },
    ).then((result) => {
      // A refusal has its toast already (the provider's, spec §8).
      if (result.ok) show({ kind: 'success', message: t('added') })
    })
  return (
    <>
      {product.wholesale_price && product.wholesale_min_quantity ? (
        <p className="shop-wholesale">
          {t('wholesalePrice', {
            price: money(product.wholesale_price),
            min: product.wholesale_min_quantity,
          })}
        </p>
      ) : null}
      {wholesale && product.wholesale_price ? (
        <p className="shop-wholesale-applies" role="status">
          {t('wholesaleApplies', {
            count: quantity,
            price: money(product.wholesale_price),
            total: money(multiplyMoney(product.wholesale_price, quantity)),
          })}
        </p>
      ) : null}
      {product.selections.length > 0 ? (
        <RadioGroup
          label={t('chooseColour')}
          value={selection === null ? '' : String(selection.id)}
          onValueChange={(value) => onSelect(Number(value))}
          options={product.selections.map((s) => ({
            value: String(s.id),
            label: s.name,
            disabled: !inStock(s),
          }))}
        />
      ) : null}
      {stock > 0 ? (
        <AddToCartForm
          className="shop-buy"
          productId={product.id}
          selectionId={selection?.id ?? null}
          quantity={quantity}
          onAdd={() => void addToCart()}
        >
          <QuantityStepper
            label={shop('quantity')}
            value={quantity}
            min={1}
            max={stock}
            onChange={setQuantity}
          />
          <Button type="submit" size="lg">
            {t('addToCart')}
          </Button>
        </AddToCartForm>
      ) : (
        <p className="shop-out-of-stock">{t('outOfStock')}</p>
      )}
      {isSignedIn ? (
        <Button
          variant="outline"
          aria-pressed={favourite}
          onClick={() => void wishlist.toggle(product.id)}
        >
          {favourite ? t('inWishlist') : t('addToWishlist')}
        </Button>
      ) : (
        <ShopLink to="/auth">{t('signInForWishlist')}</ShopLink>
      )}
    </>
  )
}

/** The colour chosen first: the first one in stock, if any. */
export const firstInStock = (product: Product): number | null =>
  product.selections.find(inStock)?.id ?? null
