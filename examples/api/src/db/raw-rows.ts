import type { SQL } from 'drizzle-orm'
import type { Database } from './connect.ts'

/** The rows of a raw SQL query, whichever driver ran it (postgres.js answers an array, PGlite `{ rows }`). */
export async function rawRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query)
  return (Array.isArray(answer) ? answer : (answer as { rows: T[] }).rows) as T[]
}
