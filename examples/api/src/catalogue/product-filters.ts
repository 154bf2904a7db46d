import { type ProductSort, toHalalas } from '@matjar/core/contract'
import { type AnyColumn, and, asc, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm'
import { products } from '../db/schema.ts'
import { searchOrder } from './product-search.ts'

export interface ProductFilters {
  category?: string | undefined
  brand?: string | undefined
  q?: string | undefined
  price_min?: string | undefined
  price_max?: string | undefined
  rating?: number | undefined
  offers?: boolean | undefined
  wholesale?: boolean | undefined
  sort?: ProductSort | undefined
}

/**
 * The WHERE of a product list: category (with its subcategories) and brand, as `categoryScope` and
 * `brandScope` found them, price, stars (words are read from the search's own table,
 * `product-search.ts`).
 */
export function productWhere(
  filters: ProductFilters,
  inCategory?: SQL,
  ofBrand?: SQL,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inCategory, ofBrand]
  if (filters.price_min) conditions.push(gte(products.retailPrice, toHalalas(filters.price_min)))
  if (filters.price_max) conditions.push(lte(products.retailPrice, toHalalas(filters.price_max)))
  // §9: 5 stars means exactly 5; 4, 3, 2 mean that many and up.
  if (filters.rating === 5) conditions.push(eq(products.ratingAvg, 5))
  else if (filters.rating) conditions.push(gte(products.ratingAvg, filters.rating))
  if (filters.offers) conditions.push(isNotNull(products.priceBefore))
  // Sold wholesale, with the stock to reach the threshold (as the cards say).
  if (filters.wholesale) {
    conditions.push(gte(products.stock, products.wholesaleMinQuantity))
  }
  return and(...conditions)
}

/**
 * One value of a listing's order: an integer, a moment (compared to the microsecond), or a yes/no
 * (no before yes).
 */
export interface OrderKey {
  value: SQL
  kind: 'int' | 'time' | 'bool'
}

/**
 * A listing's order, every key the same way (so a cursor is one row comparison, read from the
 * index), the id last so no two products tie. `name` is what a cursor belongs to.
 */
export interface ListingOrder {
  name: string
  descending: boolean
  keys: OrderKey[]
}

const int = (value: SQL | AnyColumn): OrderKey => ({ value: sql`${value}`, kind: 'int' })
const newest = [{ value: sql`${products.createdAt}`, kind: 'time' } as const, int(products.id)]
/**
 * Offers ending soonest first, those with no end last, equal ends oldest id first: as the home's
 * offers row shows them. An offer's end may be empty, and a cursor compares rows, so the keys are
 * "has no end" (no before yes) and the end with a stand-in for none; `products_offers_ending_index`
 * holds the same three.
 */
const endingSoonest: ListingOrder = {
  name: 'ending',
  descending: false,
  keys: [
    { value: sql`(${products.offerEndsAt} IS NULL)`, kind: 'bool' },
    { value: sql`coalesce(${products.offerEndsAt}, 'epoch'::timestamptz)`, kind: 'time' },
    int(products.id),
  ],
}

/**
 * A listing's order; each has its indexes (`listingOrders` in db/tables/catalogue.ts), alone and
 * after a category. Words without a sort: the best matches first (`searchOrder`); offers without a
 * sort: ending soonest first (the contract's `listOffers`).
 */
export function listingOrder(
  sort: ProductFilters['sort'],
  words?: boolean,
  offers?: boolean,
): ListingOrder {
  if (!sort && words) return searchOrder()
  if (!sort && offers) return endingSoonest
  // Most bought first (units in orders not cancelled); before anything is sold, the most reviewed.
  if (sort === 'best_sellers') {
    const keys = [int(products.unitsSold), int(products.ratingsCount), int(products.id)]
    return { name: sort, descending: true, keys }
  }
  // The price index read backwards: equal prices newest id first.
  const byPrice = [int(products.retailPrice), int(products.id)]
  if (sort === 'price_desc') return { name: sort, descending: true, keys: byPrice }
  if (sort === 'price_asc') return { name: sort, descending: false, keys: byPrice }
  return { name: 'newest', descending: true, keys: newest }
}

/** The ORDER BY of a listing's order. */
export const orderBy = (order: ListingOrder): SQL[] =>
  order.keys.map(({ value }) => (order.descending ? desc(value) : asc(value)))

/** A listing's ORDER BY (see `listingOrder`). */
export const productOrder = (sort: ProductFilters['sort'], offers?: boolean): SQL[] =>
  orderBy(listingOrder(sort, undefined, offers))
