import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { carts, idempotencyKeys, rateLimits } from '../db/schema.ts'
import { useTestShop } from '../test/shop.ts'
import { CLEANUP_LOCK, cleanUp } from './cleanup.ts'

const shop = useTestShop()
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

describe('the cleanup job', () => {
  it('drops old attempt counters, old keys and abandoned guest carts, and keeps the rest', async () => {
    const db = shop.database.db
    const abandoned = randomUUID()
    const recent = randomUUID()
    await shop.calls.add({
      product_id: shop.ids.plain,
      product_type: 'retail',
      quantity: 1,
      uuid: abandoned,
    })
    await shop.calls.add({
      product_id: shop.ids.plain,
      product_type: 'retail',
      quantity: 1,
      uuid: recent,
    })
    await db
      .update(carts)
      .set({ updatedAt: daysAgo(31) })
      .where(eq(carts.uuid, abandoned))
    await db.insert(rateLimits).values([
      { key: 'old-window', windowStart: daysAgo(2), attempts: 9 },
      { key: 'live-window', windowStart: new Date(), attempts: 1 },
    ])
    await db.insert(idempotencyKeys).values([
      { scope: 'guest:x', key: 'old-key', requestHash: 'h', createdAt: daysAgo(2) },
      { scope: 'guest:x', key: 'new-key', requestHash: 'h' },
    ])

    const report = await cleanUp(db, { guestCartMaxAgeDays: 30 })
    expect(report).toMatchObject({ ran: true, rateLimits: 1, idempotencyKeys: 1, guestCarts: 1 })
    expect((await shop.calls.lines(recent)).length).toBe(1)
    expect(await shop.calls.lines(abandoned)).toEqual([])
    const limits = await db.select({ key: rateLimits.key }).from(rateLimits)
    expect(limits.map((row) => row.key)).toEqual(['live-window'])
    const keys = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
    expect(keys.map((row) => row.key)).toEqual(['new-key'])
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'skips its turn while another replica holds the cleanup lock (PostgreSQL)',
    async () => {
      const url = (shop.database as unknown as { url: string }).url
      const replica = postgres(url, { max: 1, onnotice: () => {} })
      try {
        await replica.begin(async (other) => {
          await other`select pg_advisory_xact_lock(${CLEANUP_LOCK})`
          expect((await cleanUp(shop.database.db, { guestCartMaxAgeDays: 30 })).ran).toBe(false)
        })
        expect((await cleanUp(shop.database.db, { guestCartMaxAgeDays: 30 })).ran).toBe(true)
      } finally {
        await replica.end()
      }
    },
  )
})
