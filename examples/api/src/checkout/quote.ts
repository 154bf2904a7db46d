import { type CheckoutQuote, fromHalalas } from '@matjar/core/contract'
import { priceOrder } from '@matjar/core/rules'
import type { CartOwner } from '../cart/cart-line.ts'
import { readCartContents } from '../cart/read-cart.ts'
import type { Database } from '../db/connect.ts'
import { readShopTerms } from '../money/shop-terms.ts'

/**
 * What a checkout of the cart would charge, delivered to `city`: the same prices (line prices,
 * promo code, shipping, VAT) that `placeOrder` charges by, read without locking or changing
 * anything.
 */
export async function quoteCheckout(
  db: Database,
  owner: CartOwner,
  city: string,
): Promise<CheckoutQuote> {
  const { rows, prices, promo } = await readCartContents(db, owner)
  const amounts = priceOrder(
    rows.map((row, i) => ({ ...prices[i]!, quantity: row.quantity })),
    promo,
    await readShopTerms(db),
    city,
  )
  return {
    sub_total: fromHalalas(amounts.subTotal),
    total_discount: fromHalalas(amounts.totalDiscount),
    discount: fromHalalas(amounts.discount),
    shipping_cost: fromHalalas(amounts.shippingCost),
    tax_amount: fromHalalas(amounts.taxAmount),
    total_price: fromHalalas(amounts.total),
  }
}
