import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { endpoints } from '@matjar/core/contract'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { silentLogger } from '../http/logger.ts'
import { openFreshPostgresDatabase } from '../test/test-database.ts'
import { type DatabaseHandle, openDatabase } from './connect.ts'

const postgresUrl = process.env.DATABASE_URL

/** Waits until `check` holds, for at most `ms`; false if it never did. */
const until = async (check: () => Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe.skipIf(!postgresUrl)('a public read whose client goes away (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof openFreshPostgresDatabase>>
  let database: DatabaseHandle
  beforeAll(async () => {
    fresh = await openFreshPostgresDatabase(postgresUrl!)
    // A time limit far longer than the test waits: only the cancel can end the query in time.
    database = await openDatabase({
      kind: 'postgres',
      url: fresh.url,
      limits: { statementMs: 60_000, publicReadMs: 60_000 },
    })
  })
  afterAll(async () => {
    await database?.close()
    await fresh?.close()
  })

  it('has its query cancelled on PostgreSQL: it no longer runs once the client is gone', async () => {
    // Nothing went wrong: no error line for it (a time limit reached would be logged).
    const errors: unknown[] = []
    const app = createApp({
      db: database.db,
      publicReads: database.publicReads,
      logger: { ...silentLogger, error: (line) => errors.push(line) },
    })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const locker = postgres(fresh.url, { max: 1, onnotice: () => {} })
    const watcher = postgres(fresh.url, { max: 1, onnotice: () => {} })
    // The API's statements on products still running (waiting for the lock, here).
    const running = async () => {
      const [row] = await watcher<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          and query like '%"products"%'`
      return row?.n ?? 0
    }
    try {
      await locker.begin(async (tx) => {
        // Another session holds the products table: the listing waits for it, as a slow one runs.
        await tx`lock table products in access exclusive mode`
        const leaving = new AbortController()
        const answer = fetch(`http://127.0.0.1:${port}${endpoints.listProducts.path}`, {
          signal: leaving.signal,
        }).catch(() => 'gone')
        expect(await until(async () => (await running()) > 0, 10_000)).toBe(true)
        leaving.abort()
        expect(await answer).toBe('gone')
        // Gone while the lock is still held: cancelled, not finished.
        expect(await until(async () => (await running()) === 0, 5000)).toBe(true)
      })
      expect(errors).toEqual([])
    } finally {
      await Promise.all([locker.end(), watcher.end()])
      server.close()
    }
  })
})
