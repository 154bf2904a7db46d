import { asc, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../db/retrying-transaction.ts'
import { cartItems, carts, orderItems, orders } from '../db/schema.ts'

/**
 * Puts an unpaid order's lines and promo code back into the cart it was placed from, as they
 * were (a card payment cancelled, declined or abandoned: the shopper has lost nothing). A line the
 * shopper has put in the cart again meanwhile keeps the larger of the two quantities; a promo code
 * applied meanwhile stays. Nothing happens when the cart is gone (taken into an account).
 */
export async function restoreOrderLines(
  tx: Transaction,
  orderId: number,
  cartId: number | null,
): Promise<void> {
  if (cartId === null) return
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update')
  if (!cart) return
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  for (const line of lines) {
    await tx
      .insert(cartItems)
      .values({
        cartId,
        productId: line.productId,
        productType: line.productType,
        selectionId: line.selectionId,
        quantity: line.quantity,
      })
      .onConflictDoUpdate({
        target: [
          cartItems.cartId,
          cartItems.productId,
          cartItems.productType,
          cartItems.selectionId,
        ],
        set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
      })
  }
  const [order] = await tx
    .select({ promoCodeId: orders.promoCodeId })
    .from(orders)
    .where(eq(orders.id, orderId))
  await tx
    .update(carts)
    .set({ promoCodeId: cart.promoCodeId ?? order?.promoCodeId ?? null, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
}
