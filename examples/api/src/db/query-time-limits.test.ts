import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { silentLogger } from '../http/logger.ts'
import { apiCaller } from '../test/api-caller.ts'
import { openFreshPostgresDatabase } from '../test/test-database.ts'
import { type DatabaseHandle, openDatabase } from './connect.ts'
import { rawRows } from './raw-rows.ts'

const postgresUrl = process.env.DATABASE_URL

describe.skipIf(!postgresUrl)('time limits of queries (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof openFreshPostgresDatabase>>
  let limited: DatabaseHandle
  beforeAll(async () => {
    fresh = await openFreshPostgresDatabase(postgresUrl!)
    limited = await openDatabase({
      kind: 'postgres',
      url: fresh.url,
      limits: { statementMs: 20_000, publicReadMs: 300 },
    })
  })
  afterAll(async () => {
    await limited?.close()
    await fresh?.close()
  })

  it('sets each pool its limit, with JIT off', async () => {
    const settings = async (db: DatabaseHandle['db']) =>
      (
        await rawRows<{ timeout: string; jit: string }>(
          db,
          sql`select current_setting('statement_timeout') as timeout, current_setting('jit') as jit`,
        )
      )[0]
    const [main, reads] = [await settings(limited.db), await settings(limited.publicReads)]
    expect(main).toEqual({ timeout: '20s', jit: 'off' })
    expect(reads).toEqual({ timeout: '300ms', jit: 'off' })
  })

  it('answers a public read that runs past its limit with 503, in the shopper language', async () => {
    const call = apiCaller(
      createApp({
        db: limited.db,
        publicReads: limited.publicReads,
        logger: silentLogger,
      }),
    )
    // Another session holds the products table: the listing waits, then its limit cancels it.
    const locker = postgres(fresh.url, { max: 1, onnotice: () => {} })
    try {
      const started = Date.now()
      await locker.begin(async (tx) => {
        await tx`lock table products in access exclusive mode`
        const res = await call('listProducts', { language: 'ar' })
        expect(res.status).toBe(503)
        expect(res.ok ? undefined : res.error).toEqual({
          message: 'المتجر مشغول، يرجى المحاولة بعد قليل',
        })
      })
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      await locker.end()
    }
  })
})
