import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { openDatabase } from '../db/connect.ts'
import { apiCaller } from '../test/api-caller.ts'
import { silentLogger } from './logger.ts'

const postgresUrl = process.env.DATABASE_URL

/** The app over the PostgreSQL at `url`, and the error lines it logs. */
async function appOver(url: string) {
  const database = await openDatabase({ kind: 'postgres', url })
  const errors: Record<string, unknown>[] = []
  const call = apiCaller(
    createApp({
      db: database.db,
      publicReads: database.publicReads,
      logger: { ...silentLogger, error: (line) => errors.push(line) },
    }),
  )
  return { call, errors, close: () => database.close() }
}

// A database that refuses connections (down, restarting, too many clients) makes the shop
// unavailable for a moment: 503 with Retry-After in the shopper's language, one log line with
// the cause; not a 500 whose log drops it.
describe('a database that refuses connections', () => {
  it('answers 503 with Retry-After and logs the refusal in one line', async () => {
    // Nothing listens on port 1.
    const { call, errors, close } = await appOver('postgres://postgres@127.0.0.1:1/shop')
    try {
      const reads = await call('listProducts', { language: 'ar' })
      expect(reads.status).toBe(503)
      expect(reads.headers.get('retry-after')).toBe('5')
      expect(reads.ok ? undefined : reads.error).toEqual({
        message: 'المتجر مشغول، يرجى المحاولة بعد قليل',
      })
      const cart = await call('getCart', { query: { uuid: crypto.randomUUID() } })
      expect(cart.status).toBe(503)
      expect(errors).toHaveLength(2)
      expect(errors[0]).toMatchObject({ error: 'database unavailable' })
      expect(String(errors[0]!.cause)).toMatch(/^ECONNREFUSED: /)
      expect(errors[0]).not.toHaveProperty('stack')
    } finally {
      await close()
    }
  })

  describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
    const role = `matjar_full_${randomBytes(4).toString('hex')}`
    const admin = postgres(postgresUrl ?? '', { max: 1, onnotice: () => {} })
    afterAll(async () => {
      await admin.unsafe(`DROP ROLE IF EXISTS "${role}"`)
      await admin.end()
    })

    it('answers "too many clients" with 503 and its cause in the log', async () => {
      // A role allowed no connection at all: PostgreSQL refuses it as it does past max_connections.
      await admin.unsafe(`CREATE ROLE "${role}" LOGIN CONNECTION LIMIT 0`)
      const url = new URL(postgresUrl!)
      url.username = role
      const { call, errors, close } = await appOver(url.toString())
      try {
        const answer = await call('listProducts')
        expect(answer.status).toBe(503)
        expect(answer.headers.get('retry-after')).toBe('5')
        expect(errors).toHaveLength(1)
        expect(String(errors[0]!.cause)).toMatch(/^53300: too many connections for role/)
      } finally {
        await close()
      }
    })
  })
})
