import * as z from 'zod/mini'
import { named } from './component-name.ts'

export const DEFAULT_PER_PAGE = 20
export const MAX_PER_PAGE = 100

/** `?page=&per_page=` of every list; pages count from 1. */
export const pageQuerySchema = z.strictObject({
  page: z._default(z.coerce.number<number>().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(
    z.coerce.number<number>().check(z.int(), z.minimum(1), z.maximum(MAX_PER_PAGE)),
    DEFAULT_PER_PAGE,
  ),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** Most products a catalogue listing counts for its `total`; past it the total says "10,000+". */
export const TOTAL_CAP = 10_000

/**
 * Where a page sits in its list. `last_page` is at least 1, even for an empty list. A list that
 * can be very long (the catalogue's) counts only up to `TOTAL_CAP`: then `total` is the cap,
 * `total_capped` is true and there are more pages after `last_page` (show "10,000+").
 */
export const pageMetaSchema = named(
  'PageMeta',
  z.object({
    page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total: z.int().check(z.nonnegative()),
    last_page: z.int().check(z.minimum(1)),
    total_capped: z.optional(z.boolean()),
  }),
)
export type PageMeta = z.infer<typeof pageMetaSchema>

/** A page of a list: `{ items, meta }`. */
export const paginated = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), meta: pageMetaSchema })
export type Paginated<T> = { items: T[]; meta: PageMeta }

/** Longest cursor a listing takes: a few sort values, encoded. */
export const MAX_CURSOR_LENGTH = 300

/**
 * Where a list walked by cursor starts: `meta.next_cursor` of the page before, as it came (opaque).
 * The page after it costs what the first page costs, however deep it is.
 */
export const cursorSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(MAX_CURSOR_LENGTH),
    z.describe(
      '`meta.next_cursor` of the page before: the page right after it, however deep, for what page 1 costs (`page` is then ignored). Only for the same `sort`; the filters may change. A cursor that is not one is a 422 (`errors.cursor`).',
    ),
  )

/**
 * Where a page of a list that can be walked by cursor sits: `next_cursor` leads to the page after
 * this one (with any `page`/`per_page`), `null` on the last page. Optional: a backend that only
 * pages by number leaves it out (and a page read before is still a page).
 */
export const cursorPageMetaSchema = named(
  'CursorPageMeta',
  z.extend(pageMetaSchema, {
    next_cursor: z
      .optional(z.nullable(z.string()))
      .check(
        z.describe(
          'The `cursor` of the page after this one (same sort), `null` when this page is the last; left out by a backend that only pages by number.',
        ),
      ),
  }),
)
export type CursorPageMeta = z.infer<typeof cursorPageMetaSchema>

/** A page of a list that can be walked by cursor: `{ items, meta }` with `meta.next_cursor`. */
export const cursorPaginated = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), meta: cursorPageMetaSchema })
export type CursorPaginated<T> = { items: T[]; meta: CursorPageMeta }
