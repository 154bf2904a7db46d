import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core'

// Money is stored as integer halalas (1 SAR = 100 halalas) so sums never round.

/** A moment, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow()

/**
 * `column IN ('a', 'b')`: the CHECK that keeps a text column to the values the contract names,
 * written from the contract's own list so the two never drift apart.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`
