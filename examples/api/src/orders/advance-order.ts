import type { OrderStatus } from '@matjar/core/contract'
import { pointsEarned } from '@matjar/core/rules'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { orders, pointsEntries } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { ShopTerms } from '../money/shop-terms.ts'
import { lockCustomer } from '../wallet/ledgers.ts'
import { cancelOrder } from './cancel-order.ts'
import { moveOrder } from './order-status.ts'

/**
 * The shop moves an order on, forward only (see `moveOrder`). Delivered: cash on delivery counts as paid, and the customer earns
 * points once (`earned_per_riyal` per whole riyal of the total; a unique index makes a second
 * award impossible). Cancelled: see `cancelOrder`.
 */
export async function advanceOrder(
  db: Database,
  orderId: number,
  status: OrderStatus,
  terms: ShopTerms,
): Promise<void> {
  if (status === 'cancelled') return cancelOrder(db, orderId, null)
  if (orderId > 2_147_483_647) throw new ApiError(404, 'orderNotFound')
  await retryingTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new ApiError(404, 'orderNotFound')
    const delivered = status === 'delivered'
    await moveOrder(
      tx,
      order,
      status,
      delivered && order.paymentMethod === 'cash_on_delivery' ? { paymentStatus: 'paid' } : {},
    )
    if (delivered && order.customerId !== null) {
      const points = pointsEarned(order.total, terms.points.earnedPerRiyal)
      if (points > 0) {
        await lockCustomer(tx, order.customerId)
        await tx
          .insert(pointsEntries)
          .values({ customerId: order.customerId, points, kind: 'earned', orderId: order.id })
          .onConflictDoNothing()
      }
    }
  })
}
