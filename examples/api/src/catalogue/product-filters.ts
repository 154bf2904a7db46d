import { type ProductSort, toHalalas } from '@matjar/core/contract'
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { brands, categories, products } from '../db/schema.ts'
import { ratingOf } from './product-cards.ts'

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

// `%` and `_` typed by a shopper are letters, not wildcards.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The WHERE of a product list: category (with its subcategories), brand, words, price, stars. */
export function productWhere(filters: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.category) {
    const path = filters.category
    conditions.push(
      inArray(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.path} = ${path} or ${categories.path} like ${`${escapeLike(path)}/%`})`,
      ),
    )
  }
  if (filters.brand) {
    conditions.push(
      inArray(
        products.brandId,
        sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${filters.brand})`,
      ),
    )
  }
  if (filters.q) {
    const words = `%${escapeLike(filters.q)}%`
    conditions.push(
      or(
        ilike(products.nameEn, words),
        ilike(products.nameAr, words),
        ilike(products.descriptionEn, words),
      ),
    )
  }
  if (filters.price_min) conditions.push(gte(products.retailPrice, toHalalas(filters.price_min)))
  if (filters.price_max) conditions.push(lte(products.retailPrice, toHalalas(filters.price_max)))
  // §9: 5 stars means exactly 5; 4, 3, 2 mean that many and up.
  if (filters.rating === 5) conditions.push(eq(ratingOf, 5))
  else if (filters.rating) conditions.push(gte(ratingOf, filters.rating))
  if (filters.offers) conditions.push(isNotNull(products.priceBefore))
  if (filters.wholesale) conditions.push(isNotNull(products.wholesaleMinQuantity))
  return and(...conditions)
}

/** Units bought of the product in orders that were not cancelled. */
const unitsSold = sql`(select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id where oi.product_id = "products"."id" and o.status <> 'cancelled')`
const reviewCount = sql`(select count(*)::int from reviews r where r.product_id = "products"."id")`

export function productOrder(sort: ProductFilters['sort']): SQL[] {
  // Most bought first; before anything is sold, the most reviewed.
  if (sort === 'best_sellers') return [desc(unitsSold), desc(reviewCount), desc(products.id)]
  if (sort === 'price_desc') return [desc(products.retailPrice), asc(products.id)]
  if (sort === 'price_asc') return [asc(products.retailPrice), asc(products.id)]
  return [desc(products.createdAt), desc(products.id)]
}
