import type { CursorPageMeta, PageMeta } from '@matjar/core/contract'
import { fieldError } from './http.ts'

/** One page of a list, `{ items, meta }`, as every list of the contract answers. */
export function pageOf<T>(all: readonly T[], query: { page: number; per_page: number }) {
  const start = (query.page - 1) * query.per_page
  const meta: PageMeta = {
    page: query.page,
    per_page: query.per_page,
    total: all.length,
    last_page: Math.max(1, Math.ceil(all.length / query.per_page)),
  }
  return { items: all.slice(start, start + query.per_page), meta }
}

/**
 * A page of a list walked by cursor (the product listings): by `page`, or after `cursor` (this
 * backend's cursor is the order's name and a position, `newest.24`; opaque to a client).
 * `meta.next_cursor` leads to the page after, `null` on the last.
 */
export function cursorPageOf<T>(
  all: readonly T[],
  query: { page: number; per_page: number; cursor?: string | undefined },
  list: string,
) {
  const start =
    query.cursor === undefined ? (query.page - 1) * query.per_page : at(query.cursor, list)
  const items = all.slice(start, start + query.per_page)
  const end = start + items.length
  const meta: CursorPageMeta = {
    ...pageOf(all, query).meta,
    page: Math.floor(start / query.per_page) + 1,
    next_cursor: end < all.length ? `${list}.${end}` : null,
  }
  return { items, meta }
}

/** Where a cursor of `list` starts; anything else is a 422 on `cursor`. */
function at(cursor: string, list: string): number {
  const [, name, start] = /^([a-z_]+)\.(\d{1,9})$/.exec(cursor) ?? []
  if (name !== list || start === undefined) throw fieldError('cursor', 'badCursor')
  return Number(start)
}
