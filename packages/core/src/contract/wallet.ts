import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { currencySchema, type Money, moneySchema, positiveMoneySchema } from './money.ts'
import { timestampSchema } from './time.ts'

/** The customer's wallet. Its balance is the sum of its transactions and never below zero. */
export const walletSchema = named(
  'Wallet',
  z.object({ balance: moneySchema, currency: currencySchema }),
)
export type Wallet = z.infer<typeof walletSchema>

/** Why the wallet moved: money in (recharge, refund, points) or out (payment). */
export const WALLET_TRANSACTION_KINDS = [
  'recharge',
  'payment',
  'refund',
  'points_conversion',
] as const
export const walletTransactionKindSchema = z.enum(WALLET_TRANSACTION_KINDS)
export type WalletTransactionKind = z.infer<typeof walletTransactionKindSchema>

/** One entry of the wallet's ledger. */
export const walletTransactionSchema = named(
  'WalletTransaction',
  z.object({
    id: idSchema,
    amount: moneySchema.check(
      z.describe('Signed: positive in, negative out ("-120.00" for a payment).'),
    ),
    currency: currencySchema,
    kind: walletTransactionKindSchema,
    reference: z
      .nullable(z.string())
      .check(z.describe('The order number, or the payment reference.')),
    created_at: timestampSchema,
  }),
)
export type WalletTransaction = z.infer<typeof walletTransactionSchema>

/** The most one card recharge may bring: SAR 10,000.00 (checked before any card is charged). */
export const MAX_RECHARGE: Money = '10000.00'

/** A recharge by card; the card payment continues at the answer's `payment_url`. */
export const walletRechargeRequestSchema = named(
  'WalletRechargeRequest',
  z.strictObject({
    amount: positiveMoneySchema.check(
      z.refine((amount) => Number(amount) <= Number(MAX_RECHARGE), {
        error: `A recharge is at most ${MAX_RECHARGE} riyals`,
      }),
    ),
    payment_method: z.literal('card'),
  }),
)
export type WalletRechargeRequest = z.infer<typeof walletRechargeRequestSchema>

/**
 * `completed`: the money is in and `transaction` says so. `awaiting_payment`: the shopper pays at
 * `payment_url`; the balance moves when the payment is confirmed.
 */
export const walletRechargeResultSchema = named(
  'WalletRechargeResult',
  z.object({
    status: z.enum(['completed', 'awaiting_payment']),
    wallet: walletSchema,
    transaction: z.nullable(walletTransactionSchema),
    payment_url: z.nullable(z.string()),
  }),
)
export type WalletRechargeResult = z.infer<typeof walletRechargeResultSchema>
