import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { orders } from '../db/schema.ts'
import { confirmPayment, type PaymentEvent } from './confirm-payment.ts'
import type { PaymentProvider } from './payment-provider.ts'

/** What the shop does when the shopper finishes on a hosted page: where to send them next. */
export interface PaymentOutcomes {
  /** The same answer for every repeat of a finished payment (a page submitted twice). */
  finished(providerReference: string, event: PaymentEvent): Promise<string>
}

/**
 * The shop's side of a payment finished on a hosted page, through `confirmPayment` (the path a
 * provider's webhook takes too), and where the shopper goes back to on `shopUrl`:
 * - an order: `/payment-return?order=…&payment=paid|refunded|cancelled` (refunded: it had been
 *   cancelled while the card was charged; cancelled: abandoned, its stock and promo use back);
 * - a recharge: `/user-profile/wallet?payment=paid|cancelled`.
 */
export function shopPaymentOutcomes(
  db: Database,
  provider: PaymentProvider,
  shopUrl: string,
): PaymentOutcomes {
  const back = (path: string) => new URL(path, shopUrl).toString()
  return {
    async finished(providerReference, event) {
      const { payment, outcome } = await confirmPayment(db, provider, providerReference, event)
      if (payment.orderId === null) {
        return back(`/user-profile/wallet?payment=${outcome === 'paid' ? 'paid' : 'cancelled'}`)
      }
      const [order] = await db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, payment.orderId))
      const number = encodeURIComponent(order!.orderNumber)
      return back(`/payment-return?order=${number}&payment=${outcome}`)
    },
  }
}
