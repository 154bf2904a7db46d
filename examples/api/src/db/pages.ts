import type { PageMeta, PageQuery } from '@matjar/core/contract'
import { count, type SQL } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './connect.ts'

/** The rows of the page `query` asks for: LIMIT and OFFSET on a dynamic select (`.$dynamic()`). */
export const onPage = <T extends PgSelect>(select: T, query: PageQuery): T =>
  select.limit(query.per_page).offset((query.page - 1) * query.per_page)

/** How many rows of `table` match `where`: the total of a paged list. */
export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where)
  return row?.n ?? 0
}

/** The `meta` of a paged list: which page this is, and how many there are. */
export const pageMeta = (total: number, query: PageQuery): PageMeta => ({
  page: query.page,
  per_page: query.per_page,
  total,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
})

/** A page of a list as the contract gives it: its items, and where it sits among `total`. */
export const pageOf = <T>(items: T[], total: number, query: PageQuery) => ({
  items,
  meta: pageMeta(total, query),
})
