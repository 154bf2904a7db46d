import { toHalalas } from '@matjar/core/contract'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { walletEntries } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { oncePerKey } from '../http/idempotency.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
import { confirmPayment, recordCardPayment } from '../payments/confirm-payment.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { toWalletTransaction, walletOf } from './wallet-view.ts'

/** The customer's wallet: balance, ledger, and recharges by card. */
export function walletRoutes(db: Database, payments: PaymentProvider) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'getWallet', async (c) => ({
    message: '',
    data: await walletOf(db, c.get('customer').id),
  }))

  serve(routes, 'listWalletTransactions', async (c, { query }) => {
    const mine = eq(walletEntries.customerId, c.get('customer').id)
    const rows = await onPage(
      db.select().from(walletEntries).where(mine).orderBy(desc(walletEntries.id)).$dynamic(),
      query,
    )
    const total = await countRows(db, walletEntries, mine)
    return { message: '', data: pageOf(rows.map(toWalletTransaction), total, query) }
  })

  serve(routes, 'rechargeWallet', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    return oncePerKey(c, db, 'rechargeWallet', `customer:${customer.id}`, body, async () => {
      const charge = {
        amount: toHalalas(body.amount),
        reference: `recharge-${customer.id}`,
        customerId: customer.id,
        language,
      }
      const charged = await payments.charge(charge)
      if (charged.status === 'failed') throw new ApiError(402, 'paymentFailed')
      // Recorded before anyone can confirm it: a recharge credits the wallet once.
      await recordCardPayment(db, charged.providerReference, charge)
      if (charged.status === 'awaiting_payment') {
        return {
          message: '',
          data: {
            status: 'awaiting_payment',
            wallet: await walletOf(db, customer.id),
            transaction: null,
            payment_url: charged.paymentUrl,
          },
        }
      }
      await confirmPayment(db, payments, charged.providerReference, 'paid')
      const [entry] = await db
        .select()
        .from(walletEntries)
        .where(
          and(
            eq(walletEntries.kind, 'recharge'),
            eq(walletEntries.reference, charged.providerReference),
          ),
        )
      return {
        message: translate(language, 'walletRecharged'),
        data: {
          status: 'completed',
          wallet: await walletOf(db, customer.id),
          transaction: toWalletTransaction(entry!),
          payment_url: null,
        },
      }
    })
  })

  return routes
}
