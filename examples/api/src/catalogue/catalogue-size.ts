import { isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rawRows } from '../db/raw-rows.ts'
import { brands, categories, products } from '../db/schema.ts'
import { escapeLike } from './category-scope.ts'

/**
 * How many products the shop has, or a category (with its subcategories) or a brand has, without
 * counting them: the counts kept on categories and brands by a trigger, plus, for the whole
 * shop, the products in no category (found by the category index).
 */
export async function countedProducts(
  db: Database,
  of: { category?: string | undefined; brand?: string | undefined } = {},
): Promise<number> {
  let query: SQL
  if (of.category) {
    query = sql`select coalesce(sum(${categories.productsCount}), 0)::int as n from ${categories}
      where ${categories.path} = ${of.category} or ${categories.path} like ${`${escapeLike(of.category)}/%`}`
  } else if (of.brand) {
    query = sql`select coalesce(sum(${brands.productsCount}), 0)::int as n from ${brands} where ${brands.slug} = ${of.brand}`
  } else {
    query = sql`select (select coalesce(sum(${categories.productsCount}), 0) from ${categories})::int
      + (select count(*) from ${products} where ${isNull(products.categoryId)})::int as n`
  }
  const [row] = await rawRows<{ n: number }>(db, query)
  return Number(row?.n ?? 0)
}
