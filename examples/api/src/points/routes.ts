import { fromHalalas, type Points } from '@matjar/core/contract'
import { canConvertPoints, pointsWorth } from '@matjar/core/rules'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { orders, pointsEntries, walletEntries } from '../db/schema.ts'
import { fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { oncePerKey } from '../http/idempotency.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
import { readShopTerms, type ShopTerms } from '../money/shop-terms.ts'
import { lockCustomer, pointsBalance } from '../wallet/ledgers.ts'
import { walletOf } from '../wallet/wallet-view.ts'

/** The customer's loyalty points: balance, ledger, and conversion into wallet balance. */
export function pointsRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  const pointsOf = async (customerId: number, terms: ShopTerms): Promise<Points> => {
    const points = await pointsBalance(db, customerId)
    return {
      points,
      worth: fromHalalas(pointsWorth(points, terms.points.pointsPerRiyal)),
      points_per_riyal: terms.points.pointsPerRiyal,
      minimum_conversion: terms.points.minimumConversion,
    }
  }

  serve(routes, 'getPoints', async (c) => ({
    message: '',
    data: await pointsOf(c.get('customer').id, await readShopTerms(db)),
  }))

  serve(routes, 'listPointsTransactions', async (c, { query }) => {
    const mine = eq(pointsEntries.customerId, c.get('customer').id)
    const rows = await onPage(
      db
        .select({ entry: pointsEntries, orderNumber: orders.orderNumber })
        .from(pointsEntries)
        .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
        .where(mine)
        .orderBy(desc(pointsEntries.id))
        .$dynamic(),
      query,
    )
    const items = rows.map(({ entry, orderNumber }) => ({
      id: entry.id,
      points: entry.points,
      kind: entry.kind,
      order_id: entry.orderId,
      order_number: orderNumber,
      created_at: entry.createdAt.toISOString(),
    }))
    return { message: '', data: pageOf(items, await countRows(db, pointsEntries, mine), query) }
  })

  // Points into balance, under the customer's lock: a conversion racing a checkout (or another
  // conversion) sees what the other left, so neither balance goes below zero.
  serve(routes, 'convertPoints', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    const terms = await readShopTerms(db)
    return oncePerKey(c, db, 'convertPoints', `customer:${customer.id}`, body, async () => {
      const amount = pointsWorth(body.points, terms.points.pointsPerRiyal)
      await retryingTransaction(db, async (tx) => {
        await lockCustomer(tx, customer.id)
        const held = await pointsBalance(tx, customer.id)
        if (!canConvertPoints(body.points, held, terms.points)) {
          throw fieldError(422, 'pointsTooFew', 'points')
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
        message: translate(language, 'pointsConverted'),
        data: {
          converted_amount: fromHalalas(amount),
          points: await pointsOf(customer.id, terms),
          wallet: await walletOf(db, customer.id),
        },
      }
    })
  })

  return routes
}
