import {
  fromHalalas,
  type GuestInfo,
  idParamsSchema,
  knownOrderStatusSchema,
  ORDER_STATUSES,
  pageQuerySchema,
} from '@matjar/core/contract'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { customers, orders } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { translate } from '../messages/translate.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { advanceOrder } from './advance-order.ts'
import { canMoveOrder } from './order-status.ts'
import { readOrder } from './order-view.ts'

const statusChangeSchema = z.strictObject({ status: knownOrderStatusSchema })

/**
 * What the shop's staff do to orders, behind the `X-Admin-Token` header (`ADMIN_TOKEN`; without
 * it these routes do not exist): `GET /shop/orders?page=` lists orders, newest first, each with
 * the statuses it may move to; `POST /shop/orders/{id}/status { status }` moves an order on
 * (confirmed, preparing, shipped, delivered) or cancels it. Not part of the storefront contract:
 * the reference shop's back office (`/back-office`) uses them.
 */
export function shopRoutes(db: Database, adminToken: string | undefined) {
  const routes = new Hono<AppEnv>()
  if (!adminToken) return routes
  routes.use('/shop/*', async (c, next) => {
    if (c.req.header('x-admin-token') !== adminToken) throw new ApiError(401, 'adminOnly')
    await next()
  })
  routes.get('/shop/orders', async (c) => {
    const query = parseInput(pageQuerySchema, c.req.query(), c.get('language'))
    const rows = await onPage(
      db
        .select({ order: orders, email: customers.email })
        .from(orders)
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .orderBy(desc(orders.id))
        .$dynamic(),
      query,
    )
    const items = rows.map(({ order, email }) => ({
      id: order.id,
      order_number: order.orderNumber,
      order_date: order.createdAt.toISOString(),
      status: order.status,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      total_price: fromHalalas(order.total),
      buyer: email ?? (order.guest as GuestInfo | null)?.email ?? null,
      next_statuses: ORDER_STATUSES.filter((to) => canMoveOrder(order.status, to)),
    }))
    return c.json({ message: '', data: pageOf(items, await countRows(db, orders), query) })
  })
  routes.post('/shop/orders/:id/status', smallJsonBody, async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, c.req.param(), language)
    const { status } = parseInput(statusChangeSchema, await readJsonBody(c), language)
    await advanceOrder(db, id, status, await readShopTerms(db))
    return c.json({
      message: translate(language, 'orderStatusChanged'),
      data: await readOrder(db, id, null, language),
    })
  })
  return routes
}
