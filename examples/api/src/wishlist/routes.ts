import { endpoints, pageQuerySchema, wishlistToggleRequestSchema } from '@matjar/core/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Customer } from '../accounts/sessions.ts'
import { cardColumns, toCard } from '../catalogue/product-cards.ts'
import type { Database } from '../db/connect.ts'
import { products, wishlistItems } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { requireCustomer } from '../http/customer.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { pageMeta } from '../http/page-meta.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'

/** The customer's wishlist: the list, and the toggle of spec §7 ("added" / "removed"). */
export function wishlistRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  routes.get(endpoints.listWishlist.path, requireCustomer, async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const query = parseInput(pageQuerySchema, c.req.query(), language)
    const page = query.page ?? 1
    const perPage = query.per_page ?? 20
    const where = eq(wishlistItems.customerId, customer.id)
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(where)
    const rows = await db
      .select(cardColumns)
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(where)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const total = count?.total ?? 0
    const favourites = new Set(rows.map((row) => row.product.id))
    return c.json({
      message: '',
      data: {
        items: rows.map((row) => toCard(row, language, favourites)),
        meta: pageMeta(total, { page, per_page: perPage }),
      },
    })
  })

  routes.post(endpoints.toggleWishlist.path, requireCustomer, smallJsonBody, async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const body = parseInput(wishlistToggleRequestSchema, await readJsonBody(c), language)
    if (body.product_id > 2_147_483_647) throw new ApiError(404, 'productNotFound')
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, body.product_id))
    if (!product) throw new ApiError(404, 'productNotFound')
    const mine = and(
      eq(wishlistItems.customerId, customer.id),
      eq(wishlistItems.productId, product.id),
    )
    const removed = await db.delete(wishlistItems).where(mine).returning()
    if (removed.length === 0) {
      await db
        .insert(wishlistItems)
        .values({ customerId: customer.id, productId: product.id })
        .onConflictDoNothing()
    }
    // The message decides the storefront's state (spec §4); it keeps the English words "added" /
    // "removed" in both languages' data, while the envelope's message is translated.
    const added = removed.length === 0
    return c.json({
      message: translate(added ? 'wishlistAdded' : 'wishlistRemoved', language),
      data: { message: added ? 'Product added to wishlist' : 'Product removed from wishlist' },
    })
  })

  return routes
}
