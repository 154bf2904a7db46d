import { useCart } from '@matjar/react'
import { Button, Price, QuantityStepper } from '@matjar/ui'
import { ShopLink } from '../components/ShopLink.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/** The cart's lines: each product with its price, a quantity stepper and a Remove button. */
export function CartLines() {
  const cart = useCart()
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
          <QuantityStepper
            label={`${shop('quantity')}: ${item.name ?? ''}`}
            value={item.quantity}
            min={0}
            // + stops at what the stock allows this line (the server says so with the cart).
            max={Math.max(item.quantity, item.max_quantity ?? 999)}
            onChange={(quantity) => cart.setQuantity(item, quantity)}
          />
          <Button
            variant="outline"
            size="sm"
            aria-label={t('removeLineNamed', { name: item.name ?? '' })}
            onClick={() => cart.setQuantity(item, 0)}
          >
            {t('removeLine')}
          </Button>
        </li>
      ))}
    </ul>
  )
}
