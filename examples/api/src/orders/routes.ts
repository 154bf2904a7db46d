import {
  endpoints,
  idParamsSchema,
  ORDER_GROUPS,
  orderListQuerySchema,
  orderRatingRequestSchema,
} from '@matjar/core/contract'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Customer } from '../accounts/sessions.ts'
import type { Database } from '../db/connect.ts'
import { orderRatings, orders } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { requireCustomer } from '../http/customer.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { pageMeta } from '../http/page-meta.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { cancelOrder } from './cancel-order.ts'
import { invoiceOf } from './invoice.ts'
import { orderSummaryView, readOrder } from './order-view.ts'

/** The customer's orders: lists, one order, cancel, rate and the tax invoice. */
export function orderRoutes(db: Database) {
  const routes = new Hono<AppEnv>()
  routes.use('/auth/orders', requireCustomer)
  routes.use('/auth/orders/*', requireCustomer)

  routes.get(endpoints.listOrders.path, async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const query = parseInput(orderListQuerySchema, c.req.query(), language)
    const perPage = query.per_page
    const mine = query.status
      ? and(
          eq(orders.customerId, customer.id),
          inArray(orders.status, [...ORDER_GROUPS[query.status]]),
        )
      : eq(orders.customerId, customer.id)
    const [total] = await db.select({ n: count() }).from(orders).where(mine)
    const rows = await db
      .select({
        order: orders,
        // Spelled out with table names: Drizzle writes a column inside `sql` unqualified, and
        // inside the subquery a bare "id" would be the line's own id, not the order's.
        items: sql<number>`(select coalesce(sum(line.quantity), 0)::int from order_items line where line.order_id = "orders"."id")`,
        rated: sql<boolean>`exists (select 1 from order_ratings rating where rating.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage)
    const n = total?.n ?? 0
    return c.json({
      message: translate('ordersRetrieved', language),
      data: {
        items: rows.map((row) => orderSummaryView(row.order, row.items, row.rated)),
        meta: pageMeta(n, { page: query.page, per_page: perPage }),
      },
    })
  })

  routes.get('/auth/orders/:id', async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, c.req.param(), language)
    const order = await readOrder(db, id, (c.get('customer') as Customer).id, language)
    if (!order) throw new ApiError(404, 'orderNotFound')
    return c.json({ message: '', data: order })
  })

  routes.post('/auth/orders/:id/cancel', async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, c.req.param(), language)
    const customer = c.get('customer') as Customer
    await cancelOrder(db, id, customer.id)
    return c.json({
      message: translate('orderCancelled', language),
      data: await readOrder(db, id, customer.id, language),
    })
  })

  routes.post('/auth/orders/:id/rate', smallJsonBody, async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, c.req.param(), language)
    const body = parseInput(orderRatingRequestSchema, await readJsonBody(c), language)
    const customer = c.get('customer') as Customer
    const order = await readOrder(db, id, customer.id, language)
    if (!order) throw new ApiError(404, 'orderNotFound')
    if (order.status !== 'delivered') throw new ApiError(409, 'orderNotRatable')
    // The order's id is the rating's key: a second rating (even a parallel one) is refused.
    const [rated] = await db
      .insert(orderRatings)
      .values({ orderId: id, rating: body.rating, comment: body.comment || null })
      .onConflictDoNothing()
      .returning({ orderId: orderRatings.orderId })
    if (!rated) throw new ApiError(409, 'orderNotRatable')
    return c.json({
      message: translate('orderRated', language),
      data: await readOrder(db, id, customer.id, language),
    })
  })

  routes.get('/auth/orders/:id/invoice', async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, c.req.param(), language)
    const customer = c.get('customer') as Customer
    if (id > 2_147_483_647) throw new ApiError(404, 'orderNotFound')
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, customer.id)))
    if (!order) throw new ApiError(404, 'orderNotFound')
    if (order.status === 'cancelled') throw new ApiError(409, 'noInvoice')
    return c.json({
      message: '',
      data: await invoiceOf(db, order, await readShopTerms(db), language),
    })
  })

  return routes
}
