import { MAX_ID } from '@matjar/core/contract'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { cardColumns, toCard } from '../catalogue/product-cards.ts'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { products, wishlistItems } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { oncePerKey } from '../http/idempotency.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'

/** The customer's wishlist: the list, and the toggle of spec §7 ("added" / "removed"). */
export function wishlistRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'listWishlist', async (c, { query }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    const where = eq(wishlistItems.customerId, customer.id)
    const rows = await onPage(
      db
        .select(cardColumns)
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(where)
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
        .$dynamic(),
      query,
    )
    const favourites = new Set(rows.map((row) => row.product.id))
    const items = rows.map((row) => toCard(row, language, favourites))
    return { message: '', data: pageOf(items, await countRows(db, wishlistItems, where), query) }
  })

  serve(routes, 'toggleWishlist', async (c, { body }) => {
    const customer = c.get('customer')
    if (body.product_id > MAX_ID) throw new ApiError(404, 'productNotFound')
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, body.product_id))
    if (!product) throw new ApiError(404, 'productNotFound')
    const mine = and(
      eq(wishlistItems.customerId, customer.id),
      eq(wishlistItems.productId, product.id),
    )
    // A toggle sent again with its Idempotency-Key (a retry after a time-out) answers as the first
    // did instead of flipping the product back; the flip and its answer commit together.
    return oncePerKey(c, db, 'toggleWishlist', `customer:${customer.id}`, body, (claim) =>
      retryingTransaction(db, async (tx) => {
        const removed = await tx.delete(wishlistItems).where(mine).returning()
        if (removed.length === 0) {
          await tx
            .insert(wishlistItems)
            .values({ customerId: customer.id, productId: product.id })
            .onConflictDoNothing()
        }
        // The message decides the storefront's state (spec §4); it keeps the English words
        // "added" / "removed" in both languages' data, while the envelope's message is translated.
        const added = removed.length === 0
        const answer = {
          message: translate(c.get('language'), added ? 'wishlistAdded' : 'wishlistRemoved'),
          data: { message: added ? 'Product added to wishlist' : 'Product removed from wishlist' },
        }
        await claim.recordAnswer(tx, answer)
        return answer
      }),
    )
  })

  return routes
}
