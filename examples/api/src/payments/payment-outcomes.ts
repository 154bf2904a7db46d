import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { orders, walletEntries } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { cancelOrder } from '../orders/cancel-order.ts'
import { settleCardCharge } from '../orders/order-status.ts'
import type { PaymentProvider } from './payment-provider.ts'
import type { PaymentOutcomes, PendingPayment } from './test-payment-page.ts'

/** A recharge's charge names its customer: `recharge-{customer id}` (wallet/routes.ts). */
const isRecharge = (payment: PendingPayment) => payment.reference.startsWith('recharge-')

/**
 * The shop's side of a payment finished on a hosted page, as a real provider's webhook would
 * trigger it, and where the shopper goes back to on `shopUrl`:
 * - an order paid is settled (`settleCardCharge`: paid, or refunded if it was cancelled meanwhile),
 *   then `/payment-return?order=…&payment=paid|refunded`;
 * - an order whose payment was abandoned is cancelled (its stock and promo use come back), then
 *   `/payment-return?order=…&payment=cancelled`;
 * - a recharge paid credits the wallet, then `/user-profile/wallet?payment=paid|cancelled`.
 */
export function shopPaymentOutcomes(
  db: Database,
  provider: PaymentProvider,
  shopUrl: string,
): PaymentOutcomes {
  const back = (path: string) => new URL(path, shopUrl).toString()
  const orderOf = async (payment: PendingPayment) => {
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, payment.reference))
    if (!order) throw new Error(`no order ${payment.reference} for payment ${payment.id}`)
    return order
  }
  const returnTo = (orderNumber: string, outcome: string) =>
    back(`/payment-return?order=${encodeURIComponent(orderNumber)}&payment=${outcome}`)

  return {
    async paid(payment) {
      const providerReference = `test_${payment.id}`
      if (isRecharge(payment)) {
        if (payment.customerId !== null) {
          await db.insert(walletEntries).values({
            customerId: payment.customerId,
            amount: payment.amount,
            kind: 'recharge',
            reference: providerReference,
          })
        }
        return back('/user-profile/wallet?payment=paid')
      }
      const order = await orderOf(payment)
      const settled = await retryingTransaction(db, (tx) =>
        settleCardCharge(tx, order.id, providerReference),
      )
      if (settled.outcome === 'refund-to-card') {
        await provider.refund({
          providerReference,
          amount: settled.amount,
          reference: settled.reference,
        })
      }
      return returnTo(order.orderNumber, settled.outcome === 'paid' ? 'paid' : 'refunded')
    },
    async cancelled(payment) {
      if (isRecharge(payment)) return back('/user-profile/wallet?payment=cancelled')
      const order = await orderOf(payment)
      await cancelOrder(db, order.id, null).catch((error: unknown) => {
        // Already cancelled (by the shopper or the staff): nothing more to give back.
        if (!(error instanceof ApiError && error.status === 409)) throw error
      })
      return returnTo(order.orderNumber, 'cancelled')
    },
  }
}
