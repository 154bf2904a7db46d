import {
  endpoints,
  pageQuerySchema,
  pointsConversionRequestSchema,
  walletRechargeRequestSchema,
} from '@matjar/core/contract'
import { count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Customer } from '../accounts/sessions.ts'
import { formatHalalas, toHalalas } from '../cart/money.ts'
import type { Database } from '../db/connect.ts'
import { orders, pointsEntries, walletEntries } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { requireCustomer } from '../http/customer.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { pageMeta } from '../http/page-meta.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { oncePerKey } from '../money/idempotency.ts'
import { retryingTransaction } from '../money/retrying-transaction.ts'
import { readShopTerms, type ShopTerms } from '../money/shop-terms.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { lockCustomer, pointsBalance, pointsWorth, walletBalance } from './ledgers.ts'

/** The customer's wallet (balance, ledger, recharge) and loyalty points (balance, ledger, convert). */
export function walletRoutes(db: Database, payments: PaymentProvider) {
  const routes = new Hono<AppEnv>()
  for (const path of ['/auth/wallet', '/auth/wallet/*', '/auth/points', '/auth/points/*']) {
    routes.use(path, requireCustomer)
  }
  const walletOf = async (customerId: number) => ({
    balance: formatHalalas(await walletBalance(db, customerId)),
    currency: 'SAR' as const,
  })
  const pointsOf = async (customerId: number, terms: ShopTerms) => {
    const points = await pointsBalance(db, customerId)
    return {
      points,
      worth: formatHalalas(pointsWorth(points, terms.points.pointsPerRiyal)),
      points_per_riyal: terms.points.pointsPerRiyal,
      minimum_conversion: terms.points.minimumConversion,
    }
  }

  routes.get(endpoints.getWallet.path, async (c) =>
    c.json({ message: '', data: await walletOf((c.get('customer') as Customer).id) }),
  )

  routes.get(endpoints.listWalletTransactions.path, async (c) => {
    const query = parseInput(pageQuerySchema, c.req.query(), c.get('language'))
    const customer = c.get('customer') as Customer
    const mine = eq(walletEntries.customerId, customer.id)
    const [total] = await db.select({ n: count() }).from(walletEntries).where(mine)
    const rows = await db
      .select()
      .from(walletEntries)
      .where(mine)
      .orderBy(desc(walletEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
    return c.json({
      message: '',
      data: {
        items: rows.map((row) => ({
          id: row.id,
          amount: formatHalalas(row.amount),
          currency: 'SAR',
          kind: row.kind,
          reference: row.reference,
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(total?.n ?? 0, query),
      },
    })
  })

  routes.post(endpoints.rechargeWallet.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(walletRechargeRequestSchema, await readJsonBody(c), language)
    const customer = c.get('customer') as Customer
    return oncePerKey(c, db, `customer:${customer.id}`, body, async () => {
      const amount = toHalalas(body.amount)
      const charged = await payments.charge({
        amount,
        reference: `recharge-${customer.id}`,
        customerId: customer.id,
        language,
      })
      if (charged.status === 'failed') throw new ApiError(402, 'paymentFailed')
      if (charged.status === 'awaiting_payment') {
        return {
          status: 200,
          body: {
            message: '',
            data: {
              status: 'awaiting_payment',
              wallet: await walletOf(customer.id),
              transaction: null,
              payment_url: charged.paymentUrl,
            },
          },
        }
      }
      const [entry] = await db
        .insert(walletEntries)
        .values({
          customerId: customer.id,
          amount,
          kind: 'recharge',
          reference: charged.providerReference,
        })
        .returning()
      return {
        status: 200,
        body: {
          message: translate('walletRecharged', language),
          data: {
            status: 'completed',
            wallet: await walletOf(customer.id),
            transaction: {
              id: entry!.id,
              amount: formatHalalas(entry!.amount),
              currency: 'SAR',
              kind: entry!.kind,
              reference: entry!.reference,
              created_at: entry!.createdAt.toISOString(),
            },
            payment_url: null,
          },
        },
      }
    })
  })

  routes.get(endpoints.getPoints.path, async (c) =>
    c.json({
      message: '',
      data: await pointsOf((c.get('customer') as Customer).id, await readShopTerms(db)),
    }),
  )

  routes.get(endpoints.listPointsTransactions.path, async (c) => {
    const query = parseInput(pageQuerySchema, c.req.query(), c.get('language'))
    const customer = c.get('customer') as Customer
    const mine = eq(pointsEntries.customerId, customer.id)
    const [total] = await db.select({ n: count() }).from(pointsEntries).where(mine)
    const rows = await db
      .select({ entry: pointsEntries, orderNumber: orders.orderNumber })
      .from(pointsEntries)
      .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
      .where(mine)
      .orderBy(desc(pointsEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
    return c.json({
      message: '',
      data: {
        items: rows.map(({ entry, orderNumber }) => ({
          id: entry.id,
          points: entry.points,
          kind: entry.kind,
          order_id: entry.orderId,
          order_number: orderNumber,
          created_at: entry.createdAt.toISOString(),
        })),
        meta: pageMeta(total?.n ?? 0, query),
      },
    })
  })

  // Points into balance, under the customer's lock: a conversion racing a checkout (or another
  // conversion) sees what the other left, so neither balance goes below zero.
  routes.post(endpoints.convertPoints.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(pointsConversionRequestSchema, await readJsonBody(c), language)
    const customer = c.get('customer') as Customer
    const terms = await readShopTerms(db)
    return oncePerKey(c, db, `customer:${customer.id}`, body, async () => {
      const amount = pointsWorth(body.points, terms.points.pointsPerRiyal)
      await retryingTransaction(db, async (tx) => {
        await lockCustomer(tx, customer.id)
        const held = await pointsBalance(tx, customer.id)
        if (body.points < terms.points.minimumConversion || body.points > held || amount <= 0) {
          throw new ApiError(422, 'pointsTooFew', {
            points: [translate('pointsTooFew', language)],
          })
        }
        await tx
          .insert(pointsEntries)
          .values({ customerId: customer.id, points: -body.points, kind: 'converted' })
        await tx.insert(walletEntries).values({
          customerId: customer.id,
          amount,
          kind: 'points_conversion',
          reference: `${body.points} points`,
        })
      })
      return {
        status: 200,
        body: {
          message: translate('pointsConverted', language),
          data: {
            converted_amount: formatHalalas(amount),
            points: await pointsOf(customer.id, terms),
            wallet: await walletOf(customer.id),
          },
        },
      }
    })
  })

  return routes
}
