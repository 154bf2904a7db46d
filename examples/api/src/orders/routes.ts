import { MAX_ID, ORDER_GROUPS } from '@matjar/core/contract'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { orderRatings, orders } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
import { readShopTerms } from '../money/shop-terms.ts'
import { cancelOrder } from './cancel-order.ts'
import { invoiceOf } from './invoice.ts'
import { orderOrNotFound, orderSummaryView } from './order-view.ts'

/** The customer's orders: lists, one order, cancel, rate and the tax invoice. */
export function orderRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'listOrders', async (c, { query }) => {
    const customer = c.get('customer')
    const mine = query.status
      ? and(
          eq(orders.customerId, customer.id),
          inArray(orders.status, [...ORDER_GROUPS[query.status]]),
        )
      : eq(orders.customerId, customer.id)
    const rows = await onPage(
      db
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
        .$dynamic(),
      query,
    )
    const items = rows.map((row) => orderSummaryView(row.order, row.items, row.rated))
    return {
      message: translate(c.get('language'), 'ordersRetrieved'),
      data: pageOf(items, await countRows(db, orders, mine), query),
    }
  })

  serve(routes, 'getOrder', async (c, { params }) => ({
    message: '',
    data: await orderOrNotFound(db, params.id, c.get('customer').id, c.get('language')),
  }))

  serve(routes, 'cancelOrder', async (c, { params }) => {
    const customer = c.get('customer')
    await cancelOrder(db, params.id, customer.id)
    const language = c.get('language')
    return {
      message: translate(language, 'orderCancelled'),
      data: await orderOrNotFound(db, params.id, customer.id, language),
    }
  })

  serve(routes, 'rateOrder', async (c, { params: { id }, body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    const order = await orderOrNotFound(db, id, customer.id, language)
    if (order.status !== 'delivered') throw new ApiError(409, 'orderNotRatable')
    // The order's id is the rating's key: a second rating (even a parallel one) is refused.
    const [rated] = await db
      .insert(orderRatings)
      .values({ orderId: id, rating: body.rating, comment: body.comment || null })
      .onConflictDoNothing()
      .returning({ orderId: orderRatings.orderId })
    if (!rated) throw new ApiError(409, 'orderNotRatable')
    return {
      message: translate(language, 'orderRated'),
      data: await orderOrNotFound(db, id, customer.id, language),
    }
  })

  serve(routes, 'getInvoice', async (c, { params: { id } }) => {
    if (id > MAX_ID) throw new ApiError(404, 'orderNotFound')
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, c.get('customer').id)))
    if (!order) throw new ApiError(404, 'orderNotFound')
    if (order.status === 'cancelled') throw new ApiError(409, 'noInvoice')
    return {
      message: '',
      data: await invoiceOf(db, order, await readShopTerms(db), c.get('language')),
    }
  })

  return routes
}
