import { eq, sql } from 'drizzle-orm'
import { restoreOrderLines } from '../cart/restore-order-lines.ts'
import type { Database } from '../db/connect.ts'
import { retryingTransaction, type Transaction } from '../db/retrying-transaction.ts'
import { type CardPaymentOutcome, cardPayments, orders, walletEntries } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { cancelOrderIn } from '../orders/cancel-order.ts'
import { settleCardCharge } from '../orders/order-status.ts'
import { lockCustomer } from '../wallet/ledgers.ts'
import type { CardCharge, PaymentProvider } from './payment-provider.ts'

/** What a provider says of a payment: the money was taken, or it never will be. */
export type PaymentEvent = 'paid' | 'cancelled'

type CardPayment = typeof cardPayments.$inferSelect

/** The payment as settled, and what its one transition did (the same for every confirmation). */
export interface Confirmation {
  payment: CardPayment
  outcome: CardPaymentOutcome
  /** Whether this confirmation moved it (false: a duplicate, answered as the first was). */
  moved: boolean
}

/** A card charge asked of the provider: recorded before anyone can confirm it. */
export async function recordCardPayment(
  db: Database | Transaction,
  providerReference: string,
  charge: CardCharge & { orderId?: number; cartId?: number | null },
): Promise<void> {
  await db.insert(cardPayments).values({
    providerReference,
    purpose: charge.orderId === undefined ? 'recharge' : 'order',
    orderId: charge.orderId ?? null,
    customerId: charge.customerId,
    cartId: charge.cartId ?? null,
    amount: charge.amount,
  })
}

/**
 * The one way a card payment completes, whoever says so (the hosted test page, a provider's
 * signed webhook, a provider that takes the charge at once): under the payment's row lock, an
 * `awaiting` payment moves once, to `paid` (an order settled by `settleCardCharge`, a recharge
 * credited) or `cancelled` (its order cancelled, stock and promo use back), and the outcome is
 * kept; any later confirmation, from any process, finds it settled and gets the same outcome.
 * A guest's order cancelled before its charge came back is refunded by the provider, asked once
 * here, after the transition is committed.
 */
export async function confirmPayment(
  db: Database,
  /** Asked for a refund only; null where none can be owed (a cancellation). */
  provider: PaymentProvider | null,
  providerReference: string,
  event: PaymentEvent,
): Promise<Confirmation> {
  let refund: { amount: number; reference: string } | null = null
  const confirmation = await retryingTransaction(db, async (tx) => {
    refund = null
    const [payment] = await tx
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.providerReference, providerReference))
      .for('update')
    if (!payment) throw new ApiError(404, 'paymentNotFound')
    // One transition per event: awaiting → paid | cancelled, and cancelled → paid when a provider
    // took the money after all (abandoned, then paid: refunded once). Anything else is a repeat.
    const paidAfterCancel = payment.state === 'cancelled' && event === 'paid'
    if (payment.state !== 'awaiting' && !paidAfterCancel) {
      return { payment, outcome: payment.outcome!, moved: false }
    }
    let outcome: CardPaymentOutcome = 'cancelled'
    if (event === 'cancelled') {
      if (payment.orderId !== null) await cancelUnpaidOrder(tx, payment.orderId, payment.cartId)
    } else if (payment.purpose === 'recharge') {
      // The unique recharge reference is the database's own guard against a second credit.
      if (payment.customerId !== null) {
        await lockCustomer(tx, payment.customerId)
        await tx.insert(walletEntries).values({
          customerId: payment.customerId,
          amount: payment.amount,
          kind: 'recharge',
          reference: providerReference,
        })
      }
      outcome = 'paid'
    } else {
      const settled = await settleCardCharge(tx, payment.orderId!, providerReference)
      outcome = settled.outcome === 'paid' ? 'paid' : 'refunded'
      if (settled.outcome === 'refund-to-card') {
        refund = { amount: settled.amount, reference: settled.reference }
      }
    }
    const [moved] = await tx
      .update(cardPayments)
      .set({
        state: event,
        outcome,
        settledAt: sql`now()`,
        ...(refund ? { refundAskedAt: sql`now()` } : {}),
      })
      .where(eq(cardPayments.providerReference, providerReference))
      .returning()
    return { payment: moved!, outcome, moved: true }
  })
  const owed = refund as { amount: number; reference: string } | null
  if (owed) {
    if (!provider)
      throw new Error(`a refund is owed on ${providerReference} but no provider was given`)
    await provider.refund({ providerReference, ...owed })
  }
  return confirmation
}

/**
 * A payment that will not happen (cancelled, declined, abandoned) cancels its order and puts its
 * lines and promo code back in the cart, unless the shopper or the staff cancelled it first.
 */
export async function cancelUnpaidOrder(tx: Transaction, orderId: number, cartId: number | null) {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order || order.status === 'cancelled') return
  await cancelOrderIn(tx, orderId, null)
  await restoreOrderLines(tx, orderId, cartId)
}
