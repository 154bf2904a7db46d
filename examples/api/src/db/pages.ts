import type { PageMeta, PageQuery } from '@matjar/core/contract'
import { count, type SQL, sql } from 'drizzle-orm'
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

/**
 * How many rows of `table` match `where`, counting no further than `cap`: past it, counting would
 * cost as much as the catalogue is large. Answers the count and whether it stopped at the cap.
 */
export async function countRowsUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching')
  const [row] = await db.select({ n: count() }).from(matching)
  const n = row?.n ?? 0
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false }
}

/** The `meta` of a paged list: which page this is, and how many there are. */
const pageMeta = (total: number, query: PageQuery, capped: boolean): PageMeta => ({
  page: query.page,
  per_page: query.per_page,
  total,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
  ...(capped ? { total_capped: true } : {}),
})

/**
 * A page of a list as the contract gives it: its items, and where it sits among `total` (at least
 * `total` when `capped`).
 */
export const pageOf = <T>(items: T[], total: number, query: PageQuery, capped = false) => ({
  items,
  meta: pageMeta(total, query, capped),
})

/**
 * A page of a list walked by cursor (the catalogue's listings): `pageOf`'s, with the cursor of the
 * page after it, `null` on the last.
 */
export const cursorPageOf = <T>(
  items: T[],
  total: number,
  query: PageQuery,
  capped: boolean,
  next: string | null,
) => ({ items, meta: { ...pageMeta(total, query, capped), next_cursor: next } })
