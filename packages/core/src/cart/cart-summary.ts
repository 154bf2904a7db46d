import type { Cart, CartItem } from '../contract/cart.ts'
import type { Money } from '../contract/money.ts'
import { multiplyMoney, sumMoney } from '../money/money-arithmetic.ts'
import { totalSavings } from '../rules/total-savings.ts'

/** What a cart adds up to, as the shopper sees it. */
export interface CartSummary {
  items: CartItem[]
  /** Units in the cart (2 mugs + 1 kettle = 3). */
  itemCount: number
  /** Σ price × quantity. */
  subtotal: Money
  /** What the discounts save (spec §5). */
  savings: Money
  /** The server's totals; until it has answered for pending changes, the subtotal. */
  total: Money
  shipping: Money
  tax: Money
  discount: Money
  /** Missing or without items (spec §4). */
  isEmpty: boolean
}

export const summarizeCart = (cart: Cart | null): CartSummary => {
  const items = cart?.items ?? []
  const subtotal = sumMoney(items.map((item) => multiplyMoney(item.price, item.quantity)))
  const serverAgrees = cart !== null && cart.sub_total === subtotal
  return {
    items,
    itemCount: items.reduce((count, item) => count + item.quantity, 0),
    subtotal,
    savings: totalSavings(items),
    total: serverAgrees ? cart.total_price : subtotal,
    shipping: cart?.shipping_cost ?? '0.00',
    tax: cart?.tax_amount ?? '0.00',
    discount: cart?.discount ?? '0.00',
    isEmpty: items.length === 0,
  }
}
