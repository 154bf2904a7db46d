import { CANCELLABLE_ORDER_STATUSES } from '@matjar/core/contract'
import { paymentAfterCancel, pointsTakenBack } from '@matjar/core/rules'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction, type Transaction } from '../db/retrying-transaction.ts'
import { orderItems, orders, pointsEntries, productSelections, products } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { returnPromoUse } from '../promo/promo-rules.ts'
import { lockCustomer, pointsBalance } from '../wallet/ledgers.ts'
import { moveOrder, refundToWallet } from './order-status.ts'

/**
 * Cancels an order, once, in one transaction under the order's row lock: its stock comes back, a
 * paid amount goes back to the customer's wallet, points earned on it are taken back (as far as
 * the customer still has them: a balance never goes below zero), and its promo code use is
 * returned. A customer (`customerId`) may cancel only their own order, only until it is being
 * prepared; the shop (`customerId` null) may cancel any order that is not cancelled yet, a
 * delivered one included (a return). A second cancel finds it cancelled: 409.
 */
export async function cancelOrder(
  db: Database,
  orderId: number,
  customerId: number | null,
): Promise<void> {
  if (orderId > 2_147_483_647) throw new ApiError(404, 'orderNotFound')
  await retryingTransaction(db, (tx) => cancelOrderIn(tx, orderId, customerId))
}

/** `cancelOrder` inside the caller's transaction (a card payment's cancellation takes its own lock first). */
export async function cancelOrderIn(
  tx: Transaction,
  orderId: number,
  customerId: number | null,
): Promise<void> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      customerId === null
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.customerId, customerId)),
    )
    .for('update')
  if (!order) throw new ApiError(404, 'orderNotFound')
  // The customer's own limit; the shop's is the order status table's (`moveOrder`).
  if (customerId !== null && !CANCELLABLE_ORDER_STATUSES.includes(order.status)) {
    throw new ApiError(409, 'orderNotCancellable')
  }
  if (order.customerId !== null) await lockCustomer(tx, order.customerId)

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId))
    if (item.selectionId !== null) {
      await tx
        .update(productSelections)
        .set({ stock: sql`${productSelections.stock} + ${item.quantity}` })
        .where(eq(productSelections.id, item.selectionId))
    }
  }

  // A cancelled order asks for nothing: what was paid goes back, what was not is never charged.
  const paymentStatus = paymentAfterCancel(order.paymentStatus)
  if (order.paymentStatus === 'paid' && order.customerId !== null) {
    await refundToWallet(tx, { ...order, customerId: order.customerId })
  }

  if (order.customerId !== null) {
    const [earned] = await tx
      .select({ points: pointsEntries.points })
      .from(pointsEntries)
      .where(and(eq(pointsEntries.orderId, order.id), eq(pointsEntries.kind, 'earned')))
    if (earned) {
      const taken = pointsTakenBack(earned.points, await pointsBalance(tx, order.customerId))
      if (taken > 0) {
        await tx.insert(pointsEntries).values({
          customerId: order.customerId,
          points: -taken,
          kind: 'reversed',
          orderId: order.id,
        })
      }
    }
  }

  await returnPromoUse(tx, order.id)
  await moveOrder(tx, order, 'cancelled', { paymentStatus })
}
