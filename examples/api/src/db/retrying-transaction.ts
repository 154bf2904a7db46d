import type { Database } from './connect.ts'
import { sqlStateOf } from './sql-state.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type { Transaction }

/** SQLSTATE of a serialization failure and of a deadlock: the transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01'])
const ATTEMPTS = 5

/**
 * Runs `work` in a transaction, running it again (up to five times, after a short random wait)
 * when PostgreSQL gives up on it for a deadlock or a serialization failure: those are a matter of
 * timing, never the shopper's fault, and never answered as a 500.
 */
export async function retryingTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (error) {
      const state = sqlStateOf(error)
      if (attempt >= ATTEMPTS || !state || !RETRYABLE.has(state)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}
