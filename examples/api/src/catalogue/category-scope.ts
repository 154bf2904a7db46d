import { eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { brands, categories, products } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

// `%` and `_` in a path are letters, not wildcards.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The products of the category at `path` and its subcategories, as a condition the listing's
 * indexes serve: a top-level category is one value of `top_category_id`; a subcategory is its
 * own `category_id` (and its children's). No such category: a 404 (`categoryNotFound`), as the
 * contract declares, not an empty list that looks like an empty category.
 */
export async function categoryScope(db: Database, path: string): Promise<SQL> {
  const rows = await db
    .select({ id: categories.id, path: categories.path, parentId: categories.parentId })
    .from(categories)
    .where(or(eq(categories.path, path), sql`${categories.path} like ${`${escapeLike(path)}/%`}`))
  const self = rows.find((row) => row.path === path)
  if (!self) throw new ApiError(404, 'categoryNotFound')
  if (self.parentId === null) return eq(products.topCategoryId, self.id)
  const ids = rows.map((row) => row.id)
  return ids.length === 1 ? eq(products.categoryId, self.id) : inArray(products.categoryId, ids)
}

/**
 * The products of the brand `slug`, as a condition its listing's indexes serve (its id, found
 * first: a subquery would leave PostgreSQL unable to read the brand's index in order). No such
 * brand: a 404 (`brandNotFound`).
 */
export async function brandScope(db: Database, slug: string): Promise<SQL> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug))
  if (!brand) throw new ApiError(404, 'brandNotFound')
  return eq(products.brandId, brand.id)
}
