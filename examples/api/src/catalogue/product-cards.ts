import { fromHalalas, type ProductSummary } from '@matjar/core/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { products, wishlistItems } from '../db/schema.ts'
import { type PictureRef, toImageOrNull } from '../media/image-view.ts'
import { firstPictureOf } from '../media/pictures.ts'
import type { Language } from '../messages/translate.ts'
import { discountTextOf } from '../money/discount-text.ts'

// Rating, reviews count and selections are the product's own read models (kept by triggers): a
// card costs one row and its first picture, however many reviews and orders there are.
export const cardColumns = {
  product: products,
  rating: products.ratingAvg,
  ratingsCount: products.ratingsCount,
  hasSelections: products.hasSelections,
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

/** A wholesale price a shopper can reach: the product is sold so, and the stock holds the threshold. */
const wholesaleReachable = (p: { wholesaleMinQuantity: number | null; stock: number }) =>
  p.wholesaleMinQuantity !== null && p.stock >= p.wholesaleMinQuantity

export function toCard(row: CardRow, language: Language, favourites: Set<number>): ProductSummary {
  const p = row.product
  const name = language === 'ar' ? p.nameAr : p.nameEn
  return {
    id: p.id,
    slug: p.slug,
    name,
    price: fromHalalas(p.retailPrice),
    price_before: p.priceBefore === null ? null : fromHalalas(p.priceBefore),
    discount_text: discountTextOf(p.priceBefore, p.retailPrice, language),
    // No wholesale promise the stock cannot keep: fewer units left than the threshold, no offer.
    wholesale_price: wholesaleReachable(p) ? fromHalalas(p.wholesalePrice) : null,
    wholesale_min_quantity: wholesaleReachable(p) ? p.wholesaleMinQuantity : null,
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
