import { eq } from 'drizzle-orm'
import type { CartOwner } from '../cart/cart-line.ts'
import { ownedBy } from '../cart/cart-line.ts'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { carts, orders } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { Language } from '../messages/translate.ts'
import {
  cancelUnpaidOrder,
  confirmPayment,
  recordCardPayment,
} from '../payments/confirm-payment.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'

/**
 * Charges a placed order's card (no row lock is held while the provider answers) and records the
 * charge, so it completes once through `confirmPayment`. Answers where the shopper continues (the
 * provider's page) or null when the card was taken at once. A declined charge cancels the order
 * and puts its lines and promo code back in the cart (402); an order cancelled while its card was
 * taken is refunded (409, saying where the money went).
 */
export async function payByCard(
  db: Database,
  payments: PaymentProvider,
  orderId: number,
  owner: CartOwner,
  language: Language,
): Promise<string | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner))
  const cartId = cart?.id ?? null
  const charge = {
    amount: order!.total,
    reference: order!.orderNumber,
    customerId: order!.customerId,
    language,
  }
  const charged = await payments.charge(charge)
  if (charged.status === 'failed') {
    await retryingTransaction(db, (tx) => cancelUnpaidOrder(tx, orderId, cartId))
    throw new ApiError(402, 'paymentFailed')
  }
  const { providerReference } = charged
  await recordCardPayment(db, providerReference, { ...charge, orderId, cartId })
  if (charged.status === 'awaiting_payment') {
    await db
      .update(orders)
      .set({ paymentReference: providerReference })
      .where(eq(orders.id, orderId))
    return charged.paymentUrl
  }
  const { outcome } = await confirmPayment(db, payments, providerReference, 'paid')
  if (outcome === 'refunded') {
    throw new ApiError(
      409,
      order!.customerId === null ? 'cancelledWhilePayingCard' : 'cancelledWhilePayingWallet',
    )
  }
  return null
}
