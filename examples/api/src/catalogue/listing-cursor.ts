import { type SQL, sql } from 'drizzle-orm'
import { fieldError } from '../http/api-error.ts'
import type { ListingOrder, OrderKey } from './product-filters.ts'

// A cursor is where a listing walked page after page stopped: the order it belongs to, how many
// products came before the page it leads to, and the order's values of the last product shown.
// The page after it is the products past those values in the order, one row comparison the
// order's index reads from that point on: a deep page costs what page 1 costs.

/** What a cursor holds, decoded. */
export interface Cursor {
  /** Products before the page the cursor leads to (its page number, whatever the page size). */
  at: number
  /** The order's values of the last product before it, as `readKey` reads them. */
  values: (number | string | boolean)[]
}

const VERSION = 1
const INT_MAX = 2_147_483_647
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/

/** A key's value as the query answers it: moments as UTC text to the microsecond. */
export const readKey = (key: OrderKey): SQL =>
  key.kind === 'time'
    ? sql`to_char(${key.value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`
    : key.value

/** A moment as the cursor wrote it, to the millisecond by Date and the rest as digits. */
const isMoment = (value: unknown): value is string => {
  if (typeof value !== 'string' || !MOMENT.test(value)) return false
  const date = new Date(`${value.slice(0, 23)}Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === value.slice(0, 23)
}

const fits = (key: OrderKey, value: unknown) => {
  if (key.kind === 'time') return isMoment(value)
  if (key.kind === 'bool') return typeof value === 'boolean'
  return Number.isInteger(value) && Math.abs(value as number) <= INT_MAX
}

/** The cursor a page answers for the page after it. */
export function encodeCursor(order: ListingOrder, cursor: Cursor): string {
  const json = JSON.stringify([VERSION, order.name, cursor.at, ...cursor.values])
  return Buffer.from(json, 'utf8').toString('base64url')
}

/** Any cursor that is not one this order wrote: a 422 on `cursor` saying to start again. */
const badCursor = () => fieldError(422, 'invalidData', 'cursor', 'badCursor')

/** The cursor a request sent, checked against the order it is for. */
export function decodeCursor(order: ListingOrder, text: string): Cursor {
  let parsed: unknown
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badCursor()
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw badCursor()
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 + order.keys.length) throw badCursor()
  const [version, name, at, ...values] = parsed as unknown[]
  if (version !== VERSION || name !== order.name) throw badCursor()
  if (!Number.isSafeInteger(at) || (at as number) < 0) throw badCursor()
  if (!order.keys.every((key, i) => fits(key, values[i]))) throw badCursor()
  return { at: at as number, values: values as (number | string | boolean)[] }
}

/** The products after the cursor in the order: `(k1, k2, …) < (v1, v2, …)` (or `>` ascending). */
export function afterCursor(order: ListingOrder, cursor: Cursor): SQL {
  const keys = sql.join(
    order.keys.map((key) => key.value),
    sql`, `,
  )
  const values = sql.join(
    order.keys.map((key, i) =>
      key.kind === 'time'
        ? sql`(${cursor.values[i]}::timestamp at time zone 'UTC')`
        : key.kind === 'bool'
          ? sql`${cursor.values[i]}::boolean`
          : sql`${cursor.values[i]}::int`,
    ),
    sql`, `,
  )
  return order.descending ? sql`(${keys}) < (${values})` : sql`(${keys}) > (${values})`
}
