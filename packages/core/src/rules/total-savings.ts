import type { CartItem } from '../contract/cart.ts'
import { fromHalalas, toHalalas } from '../contract/halalas.ts'
import type { Money } from '../contract/money.ts'

export type SavingsItem = Pick<CartItem, 'price' | 'price_before' | 'discount_text' | 'quantity'>

/**
 * What the shopper saves on the cart (spec §5): the sum, over the items that carry both a
 * discount text and a price before, of (price before − price) × quantity. An item without a
 * discount text (null or empty) or without a price before counts for nothing. The formula is
 * taken as written: a "price before" below the price would lower the total.
 */
export const totalSavings = (items: readonly SavingsItem[]): Money => {
  let halalas = 0
  for (const item of items) {
    if (!item.discount_text || item.price_before == null) continue
    halalas += (toHalalas(item.price_before) - toHalalas(item.price)) * item.quantity
  }
  return fromHalalas(halalas)
}
