import { fromHalalas, type GuestInfo } from '@matjar/core/contract'
import { nextOrderStatuses } from '@matjar/core/rules'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { OrderAddress } from '../addresses/address-view.ts'
import { placeNames, readPlaces } from '../addresses/places.ts'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { customers, orders } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { advanceOrder } from './advance-order.ts'
import { readOrder } from './order-view.ts'

/**
 * The shop's back office, as the contract declares it (`access: 'staff'`: `serve` checks the
 * `X-Admin-Token` header against `ADMIN_TOKEN`, and answers 404 without one): `listShopOrders`
 * lists orders, newest first, each with the statuses it may move to; `changeOrderStatus` moves an
 * order on (confirmed, preparing, shipped, delivered) or cancels it. The reference shop's
 * back office (`/back-office`) calls them.
 */
export function shopRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  serve(routes, 'listShopOrders', async (c, { query }) => {
    const rows = await onPage(
      db
        .select({ order: orders, email: customers.email })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .orderBy(desc(orders.id))
        .$dynamic(),
      query,
    )
    const book = await readPlaces(db)
    const language = c.get('language')
    const items = rows.map(({ order, email }) => ({
      id: order.id,
      order_number: order.orderNumber,
      order_date: order.createdAt.toISOString(),
      status: order.status,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      total_price: fromHalalas(order.total),
      buyer: email ?? (order.guest as GuestInfo | null)?.email ?? null,
      // Where it goes, named in the request's language: "Riyadh, Riyadh Region".
      delivery: placeNames(book, order.address as OrderAddress, language),
      next_statuses: nextOrderStatuses(order.status),
    }))
    return { message: '', data: pageOf(items, await countRows(db, orders), query) }
  })
  serve(routes, 'changeOrderStatus', async (c, { params, body, fail }) => {
    const language = c.get('language')
    await advanceOrder(db, params.id, body.status, await readShopTerms(db))
    const order = await readOrder(db, params.id, null, language)
    return {
      message: translate(language, 'orderStatusChanged'),
      data: order ?? fail(404, 'orderNotFound'),
    }
  })
  return routes
}
