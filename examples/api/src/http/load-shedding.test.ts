import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { type DatabaseHandle, openDatabase } from '../db/connect.ts'
import { apiCaller } from '../test/api-caller.ts'
import { openFreshPostgresDatabase } from '../test/test-database.ts'
import { silentLogger } from './logger.ts'

const postgresUrl = process.env.DATABASE_URL

// A crowd larger than the pool: the API answers 503 with Retry-After at once when too many
// queries already wait for a connection, and when a request's deadline passes while it waits,
// rather than queueing without bound (db/guarded-client.ts).
describe.skipIf(!postgresUrl)('a crowd on one API process (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof openFreshPostgresDatabase>>
  let database: DatabaseHandle
  beforeAll(async () => {
    fresh = await openFreshPostgresDatabase(postgresUrl!)
    // Time limits far longer than the test waits: only the deadline or the queue can answer.
    database = await openDatabase({
      kind: 'postgres',
      url: fresh.url,
      limits: { statementMs: 60_000, publicReadMs: 60_000 },
      pool: { size: 2, queueLimit: 3 },
    })
  })
  afterAll(async () => {
    await database?.close()
    await fresh?.close()
  })

  it('answers 503 with Retry-After in the shopper language while the database cannot serve them', async () => {
    const errors: unknown[] = []
    const call = apiCaller(
      createApp({
        db: database.db,
        publicReads: database.publicReads,
        logger: { ...silentLogger, error: (line) => errors.push(line) },
        requestDeadlineMs: 1000,
      }),
    )
    // Another session holds the products table: every listing waits, as under a slow crowd.
    const locker = postgres(fresh.url, { max: 1, onnotice: () => {} })
    let locked = true
    try {
      let crowd: Promise<{ answer: Awaited<ReturnType<typeof call>>; whileLocked: boolean }[]>
      await locker.begin(async (tx) => {
        await tx`lock table products in access exclusive mode`
        crowd = Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            call('listProducts', {
              query: { page: i + 1 },
              language: i % 2 ? 'ar' : 'en',
            }).then((answer) => ({ answer, whileLocked: locked })),
          ),
        )
        // Let go at the latest after 20 s, so that a queue without bound ends too (and fails).
        await Promise.race([crowd, new Promise((resolve) => setTimeout(resolve, 20_000))])
        locked = false
      })
      locked = false
      const answers = await crowd!
      expect(answers.map(({ whileLocked }) => whileLocked)).toEqual(answers.map(() => true))
      for (const [i, { answer }] of answers.entries()) {
        expect(answer.status).toBe(503)
        expect(answer.headers.get('retry-after')).toBe('2')
        expect(answer.ok ? undefined : answer.error).toEqual({
          message:
            i % 2
              ? 'المتجر مشغول، يرجى المحاولة بعد قليل'
              : 'The shop is busy, please try again in a moment',
        })
      }
      // Shedding is the plan under a crowd, not a fault: no error line for each.
      expect(errors).toEqual([])
      // And the shop serves again once the database does.
      expect((await call('listProducts', { query: { page: 99 } })).status).toBe(200)
    } finally {
      await locker.end()
    }
  })
})
