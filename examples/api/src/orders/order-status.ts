import type { OrderStatus } from '@matjar/core/contract'
import { orderMoveRefusal } from '@matjar/core/rules'
import { and, eq } from 'drizzle-orm'
import type { Transaction } from '../db/retrying-transaction.ts'
import { orderHistory, orders, walletEntries } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { lockCustomer } from '../wallet/ledgers.ts'

type OrderRow = typeof orders.$inferSelect

/**
 * The one place an order's status changes: checks the move by the shop's rule
 * (`orderMoveRefusal`, `@matjar/core/rules`), writes it only if the order is still where the
 * caller read it (so two writers cannot both move it), and records it in the order's history. `changes` go with the move (a payment status).
 */
export async function moveOrder(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  changes: Partial<Pick<OrderRow, 'paymentStatus'>> = {},
): Promise<void> {
  const refused = orderMoveRefusal(order.status, to)
  if (refused) throw new ApiError(409, refused)
  const [moved] = await tx
    .update(orders)
    .set({ status: to, ...changes })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id })
  // Another writer moved it first: refused as the same move would be from where it is now.
  if (!moved) {
    throw new ApiError(409, to === 'cancelled' ? 'orderNotCancellable' : 'orderStatusNotAllowed')
  }
  await tx.insert(orderHistory).values({ orderId: order.id, status: to })
}

/** What became of a card charge that the provider took. */
export type CardSettlement =
  | { outcome: 'paid' }
  /** The order was cancelled while it was being charged: the amount went to the wallet. */
  | { outcome: 'refunded-to-wallet' }
  /** Cancelled while being charged, for a guest: the provider must give the amount back. */
  | { outcome: 'refund-to-card'; amount: number; reference: string }
  /** Settled before (a duplicated confirmation): the money moved then, nothing moves now. */
  | { outcome: 'already-refunded' }

/**
 * A card charge came back taken. Under the order's row lock (the same lock a cancel takes): an
 * order whose payment is settled already stays as it is (paid, or refunded once); a live order
 * becomes paid; an order cancelled in the meantime never becomes "cancelled and paid":
 * the amount is refunded, to the customer's wallet (as a cancel refunds any paid order) or, for
 * a guest, by the provider (the caller asks it, outside the transaction).
 */
export async function settleCardCharge(
  tx: Transaction,
  orderId: number,
  providerReference: string,
): Promise<CardSettlement> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw new Error(`order ${orderId} vanished while it was being charged`)
  // One charge settles an order once: a second confirmation finds it paid or refunded.
  if (order.paymentStatus === 'paid') return { outcome: 'paid' }
  if (order.paymentStatus === 'refunded') return { outcome: 'already-refunded' }
  if (order.status !== 'cancelled') {
    await tx
      .update(orders)
      .set({ paymentReference: providerReference, paymentStatus: 'paid' })
      .where(eq(orders.id, order.id))
    return { outcome: 'paid' }
  }
  await tx
    .update(orders)
    .set({ paymentReference: providerReference, paymentStatus: 'refunded' })
    .where(eq(orders.id, order.id))
  if (order.customerId === null) {
    return { outcome: 'refund-to-card', amount: order.total, reference: order.orderNumber }
  }
  await lockCustomer(tx, order.customerId)
  await refundToWallet(tx, { ...order, customerId: order.customerId })
  return { outcome: 'refunded-to-wallet' }
}

/** Gives an order's total back to its customer's wallet (the caller holds the customer's lock). */
export async function refundToWallet(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'total' | 'orderNumber'> & { customerId: number },
): Promise<void> {
  await tx.insert(walletEntries).values({
    customerId: order.customerId,
    amount: order.total,
    kind: 'refund',
    orderId: order.id,
    reference: order.orderNumber,
  })
}
