import * as z from 'zod/mini'
import { categoryRefSchema } from './category.ts'
import { plainLine } from './plain-text.ts'
import { productLinkSchema } from './product.ts'

/** At most this many products and categories answer a search box's words. */
export const SUGGESTION_LIMITS = { products: 6, categories: 3 } as const

/** `?q=`: what the shopper has typed so far in the search box. */
export const searchSuggestionsQuerySchema = z.strictObject({
  q: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(100), plainLine)
    .check(
      z.describe(
        'The words typed so far; the last may be unfinished (`cof` suggests Coffee). Folded like `q` of the product list.',
      ),
    ),
})

/** What a search box offers as the shopper types: names in the request's language. */
export const searchSuggestionsSchema = z.object({
  products: z
    .array(z.extend(productLinkSchema, { name: z.string() }))
    .check(z.maxLength(SUGGESTION_LIMITS.products)),
  categories: z.array(categoryRefSchema).check(z.maxLength(SUGGESTION_LIMITS.categories)),
})
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>
