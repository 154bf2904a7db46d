import { randomUUID } from 'node:crypto'

/** A card payment asked of the provider: halalas, and the shop's own reference for it. */
export interface CardCharge {
  amount: number
  reference: string
  customerId: number | null
  /** The shopper's language, for a provider's hosted page. */
  language?: 'en' | 'ar'
}

/**
 * `paid`: the money is taken. `awaiting_payment`: the shopper continues at `paymentUrl`, and the
 * provider later confirms (a real provider's webhook). `failed`: nothing was taken.
 */
type ChargeResult =
  | { status: 'paid'; providerReference: string }
  | { status: 'awaiting_payment'; providerReference: string; paymentUrl: string }
  | { status: 'failed'; reason: string }

/** Money a provider gives back to the card it took it from. */
export interface CardRefund {
  /** The provider's reference of the charge. */
  providerReference: string
  amount: number
  /** The shop's reference (the order number). */
  reference: string
}

/** What the API needs of a card payment provider (Moyasar, HyperPay, Tap, Stripe …). */
export interface PaymentProvider {
  readonly name: string
  charge(charge: CardCharge): Promise<ChargeResult>
  /** Gives a taken charge back (an order cancelled while its card was being charged). */
  refund(refund: CardRefund): Promise<void>
}

/**
 * The development and test provider: takes every charge at once, except amounts ending in .13
 * halalas (13), which it declines, so a failed payment can be tried. Never use it in production.
 */
export const createTestPaymentProvider = (): PaymentProvider & {
  /** Every refund it was asked for, oldest first. */
  readonly refunds: readonly CardRefund[]
} => {
  const refunds: CardRefund[] = []
  return {
    name: 'test-provider',
    refunds,
    async charge({ amount }) {
      if (amount % 100 === 13) return { status: 'failed', reason: 'declined by the test provider' }
      return { status: 'paid', providerReference: `test_${randomUUID()}` }
    },
    async refund(refund) {
      refunds.push(refund)
    },
  }
}
