import { fromHalalas, type ProductCard } from '@matjar/core/contract'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { products, wishlistItems } from '../db/schema.ts'
import { type PictureRef, toImageOrNull } from '../media/image-view.ts'
import { firstPictureOf } from '../media/pictures.ts'
import type { Language } from '../messages/translate.ts'
import { discountTextOf } from '../money/discount-text.ts'

// Correlated subqueries are written out with qualified names: drizzle leaves columns of a select
// list unqualified, and inside a subquery an unqualified `id` would name the subquery's own table.
/** Average stars and their count, per product, from its reviews. */
export const ratingOf = sql<number>`coalesce((select avg(r.rating)::float from reviews r where r.product_id = "products"."id"), 0)`
export const ratingsCountOf = sql<number>`(select count(*)::int from reviews r where r.product_id = "products"."id")`
const hasSelections = sql<boolean>`exists (select 1 from product_selections s where s.product_id = "products"."id")`

export const cardColumns = {
  product: products,
  rating: ratingOf,
  ratingsCount: ratingsCountOf,
  hasSelections,
  picture: firstPictureOf,
}

export type CardRow = {
  product: typeof products.$inferSelect
  rating: number
  ratingsCount: number
  hasSelections: boolean
  picture: PictureRef | null
}

/** The product ids among `ids` that the customer keeps in the wishlist. */
export async function favouritesOf(db: Database, customerId: number | undefined, ids: number[]) {
  if (!customerId || ids.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.productId, ids)))
  return new Set(rows.map((row) => row.id))
}

export function toCard(row: CardRow, language: Language, favourites: Set<number>): ProductCard {
  const p = row.product
  const name = language === 'ar' ? p.nameAr : p.nameEn
  return {
    id: p.id,
    slug: p.slug,
    name,
    price: fromHalalas(p.retailPrice),
    price_before: p.priceBefore === null ? null : fromHalalas(p.priceBefore),
    discount_text: discountTextOf(p.priceBefore, p.retailPrice, language),
    wholesale_price: p.wholesaleMinQuantity === null ? null : fromHalalas(p.wholesalePrice),
    wholesale_min_quantity: p.wholesaleMinQuantity,
    rating: Math.round(row.rating * 10) / 10,
    ratings_count: row.ratingsCount,
    image: toImageOrNull(row.picture, name),
    stock: p.stock,
    has_selections: row.hasSelections,
    is_fav: favourites.has(p.id),
    is_offer: p.priceBefore !== null,
    offer_ends_at: p.offerEndsAt?.toISOString() ?? null,
  }
}

export type Where = SQL | undefined
