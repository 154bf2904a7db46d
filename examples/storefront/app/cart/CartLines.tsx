import { useCart } from '@matjar/react'
import { Button, Price, QuantityStepper } from '@matjar/ui'
import { ShopLink, useShopPath } from '../components/ShopLink.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { useCartPage, useShownCart } from './cart-page.ts'

/**
 * The cart's lines: each product with its price, a quantity stepper and a Remove button. Each
 * line is a form of the cart's action: without JavaScript, − / + / Remove post the line's new
 * quantity; with it, they change the cart in place.
 */
export function CartLines() {
  const cart = useShownCart()
  // Until the browser's cart has been read, the lines are the server's: − / + / Remove post the
  // line's form, and the server changes it (the SDK would change a cart it does not know yet).
  const inPlace = useCart().isLoaded
  const { csrfToken } = useCartPage()
  const shopPath = useShopPath()
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  return (
    <ul className="shop-cart-lines">
      {cart.items.map((item) => (
        <li key={`${item.product_id}-${item.product_type}-${item.selection_id}`}>
          <ShopLink className="shop-cart-line-name" to={`/product/${item.product_id}`}>
            {item.name}
          </ShopLink>
          <Price
            price={item.price}
            priceBefore={item.price_before}
            discountText={item.discount_text}
          />
          <form method="post" action={shopPath('/cart')} className="shop-cart-line-form">
            <input type="hidden" name="intent" value="quantity" />
            <input type="hidden" name="csrf_token" value={csrfToken} />
            <input type="hidden" name="product_id" value={item.product_id} />
            <input type="hidden" name="product_type" value={item.product_type} />
            {item.selection_id ? (
              <input type="hidden" name="selection_id" value={item.selection_id} />
            ) : null}
            <input type="hidden" name="from" value={item.quantity} />
            <QuantityStepper
              name="quantity"
              label={`${shop('quantity')}: ${item.name ?? ''}`}
              value={item.quantity}
              min={0}
              // + stops at what the stock allows this line (the server says so with the cart).
              max={Math.max(item.quantity, item.max_quantity ?? 999)}
              {...(inPlace
                ? { onChange: (quantity: number) => void cart.setQuantity(item, quantity) }
                : {})}
            />
            <Button
              type="submit"
              name="quantity"
              value="0"
              variant="outline"
              size="sm"
              aria-label={t('removeLineNamed', { name: item.name ?? '' })}
              onClick={(event) => {
                if (!inPlace) return
                event.preventDefault()
                void cart.setQuantity(item, 0)
              }}
            >
              {t('removeLine')}
            </Button>
          </form>
        </li>
      ))}
    </ul>
  )
}
