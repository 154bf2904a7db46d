import * as z from 'zod/mini'

export const DEFAULT_PER_PAGE = 20
export const MAX_PER_PAGE = 100

/** `?page=&per_page=` of every list; pages count from 1. */
export const pageQuerySchema = z.strictObject({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PER_PAGE)),
    DEFAULT_PER_PAGE,
  ),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** Where a page sits in its list. `last_page` is at least 1, even for an empty list. */
export const pageMetaSchema = z.object({
  page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  total: z.int().check(z.nonnegative()),
  last_page: z.int().check(z.minimum(1)),
})
export type PageMeta = z.infer<typeof pageMetaSchema>

/** A page of a list: `{ items, meta }`. */
export const paginated = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), meta: pageMetaSchema })
export type Paginated<T> = { items: T[]; meta: PageMeta }
