import * as z from 'zod/mini'
import { slugPathSchema, slugSchema } from './identifiers.ts'
import { priceFilterSchema } from './money.ts'
import { cursorSchema, DEFAULT_PER_PAGE, pageQuerySchema } from './pagination.ts'
import { plainLine } from './plain-text.ts'
import { queryFlagSchema } from './query-flag.ts'

/**
 * Sort orders of §9 (highest price first, lowest price first), and best sellers first (most
 * units ordered, then most reviewed). Without one, newest first.
 */
export const productSortSchema = z.enum(['price_desc', 'price_asc', 'best_sellers'])
export type ProductSort = z.infer<typeof productSortSchema>

/** Filters, sort and page of a product list. */
export const productListQuerySchema = z.extend(pageQuerySchema, {
  category: z
    .optional(slugPathSchema)
    .check(z.describe('Category path, e.g. `phones/android`; includes its subcategories.')),
  brand: z.optional(slugSchema),
  q: z
    .optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200), plainLine))
    .check(
      z.describe(
        'Words to find in names or descriptions, English or Arabic (letter forms, diacritics and digits folded, typos forgiven); without `sort`, the best matches first.',
      ),
    ),
  price_min: z
    .optional(priceFilterSchema)
    .check(z.describe('Lowest price, in riyals: `50`, `49.50`; Arabic-Indic digits are read too.')),
  price_max: z
    .optional(priceFilterSchema)
    .check(z.describe('Highest price, in riyals; above 21474836.47 it reads as that.')),
  rating: z
    .optional(z.coerce.number<number>().check(z.int(), z.minimum(2), z.maximum(5)))
    .check(z.describe('Stars and up: 4, 3 or 2 mean that many and more; 5 means exactly 5 (§9).')),
  offers: z.optional(queryFlagSchema).check(z.describe('Only products on offer.')),
  wholesale: z.optional(queryFlagSchema).check(z.describe('Only products sold wholesale.')),
  sort: z.optional(productSortSchema),
  cursor: z.optional(cursorSchema),
})
export type ProductListQuery = z.input<typeof productListQuerySchema>

/** How many products a page of links holds at most: 50,000 sitemap addresses in two languages. */
export const MAX_PRODUCT_LINKS_PER_PAGE = 25_000

/** `?page=&per_page=` of the product links; a page may be as large as a sitemap file allows. */
export const productLinksQuerySchema = z.strictObject({
  page: z._default(z.coerce.number<number>().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(
    z.coerce.number<number>().check(z.int(), z.minimum(1), z.maximum(MAX_PRODUCT_LINKS_PER_PAGE)),
    DEFAULT_PER_PAGE,
  ),
})
export type ProductLinksQuery = z.infer<typeof productLinksQuerySchema>
