import { describe, expect, it } from 'vitest'
import type { Database } from './connect.ts'
import { retryingTransaction } from './retrying-transaction.ts'

/** A database whose transactions fail with the given errors, in turn, then run the work. */
const failingThen = (errors: unknown[]) => {
  let calls = 0
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const error = errors[calls++]
      if (error) throw error
      return work({})
    },
  } as unknown as Database
  return { db, calls: () => calls }
}

// postgres-js puts the SQLSTATE on the error; drizzle wraps it as the cause.
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code })
const wrapped = (code: string) => new Error('Failed query', { cause: pgError(code) })

describe('retryingTransaction', () => {
  it('runs again after a deadlock or a serialization failure, and answers the work', async () => {
    const { db, calls } = failingThen([pgError('40P01'), wrapped('40001')])
    await expect(retryingTransaction(db, async () => 'placed')).resolves.toBe('placed')
    expect(calls()).toBe(3)
  })

  it('gives up after five attempts, with the last error', async () => {
    const { db, calls } = failingThen(Array.from({ length: 6 }, () => pgError('40001')))
    await expect(retryingTransaction(db, async () => 'never')).rejects.toThrow('pg 40001')
    expect(calls()).toBe(5)
  })

  it('does not retry any other failure', async () => {
    const { db, calls } = failingThen([pgError('23505')])
    await expect(retryingTransaction(db, async () => 'never')).rejects.toThrow('pg 23505')
    expect(calls()).toBe(1)
  })
})
