// A client past its limit writes nothing more: the per-client key is counted first, and once it
// is refused no per-cart or per-email key is made for it (each would be a row kept a day).
import { randomUUID } from 'node:crypto'
import { like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateLimits } from '../db/schema.ts'
import { useTestShop } from '../test/shop.ts'
import { hashingTimeLimit } from '../test/time-limit.ts'
import { MAILS_PER_CLIENT, PROMO_PER_CLIENT } from './rate-limit.ts'

const shop = useTestShop({ trustedProxies: ['in-process'] })
const clientAt = (from: string) => ({ 'x-forwarded-for': from })
const rowsLike = async (pattern: string) =>
  (
    await shop.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(like(rateLimits.key, pattern))
  )[0]!.count

describe('a refused client', () => {
  it('guessing promo codes on made-up carts: no row per cart once refused', async () => {
    const from = '203.0.113.21'
    const guess = (uuid: string) =>
      shop.call('applyPromoCode', { body: { code: 'X', uuid }, headers: clientAt(from) })
    for (let i = 0; i < PROMO_PER_CLIENT.attempts; i++) {
      expect((await guess(randomUUID())).status).toBe(404)
    }
    const before = await rowsLike('promo:%')
    const refused = randomUUID()
    expect((await guess(refused)).status).toBe(429)
    for (let i = 0; i < 20; i++) expect((await guess(randomUUID())).status).toBe(429)
    expect(await rowsLike('promo:%')).toBe(before)
    expect(await rowsLike(`promo:${refused}`)).toBe(0)
  })

  it('signing up made-up emails: no row per email once refused', {
    timeout: hashingTimeLimit(MAILS_PER_CLIENT.attempts),
  }, async () => {
    const from = '203.0.113.22'
    const register = (email: string) =>
      shop.call('register', {
        body: {
          user_name: 'guess',
          first_name: 'Guess',
          last_name: 'Ali',
          email,
          phone: '+966512345678',
          password: 'Qahwa#2025',
          confirm_password: 'Qahwa#2025',
          accept_terms: true,
        },
        headers: clientAt(from),
      })
    for (let i = 0; i < MAILS_PER_CLIENT.attempts; i++) {
      expect((await register(`g${i}-${randomUUID().slice(0, 6)}@example.com`)).status).toBe(200)
    }
    const before = await rowsLike('register:%')
    for (let i = 0; i < 10; i++) {
      expect((await register(`late${i}-${randomUUID().slice(0, 6)}@example.com`)).status).toBe(429)
    }
    expect(await rowsLike('register:%')).toBe(before)
  })

  it('asking reset codes for made-up emails: no row per email once refused', async () => {
    const from = '203.0.113.23'
    const forgot = (email: string) =>
      shop.call('forgotPassword', { body: { email }, headers: clientAt(from) })
    for (let i = 0; i < MAILS_PER_CLIENT.attempts; i++) {
      expect((await forgot(`f${i}-${randomUUID().slice(0, 6)}@example.com`)).status).toBe(200)
    }
    const before = await rowsLike('forgot:%')
    for (let i = 0; i < 10; i++) {
      expect((await forgot(`late${i}-${randomUUID().slice(0, 6)}@example.com`)).status).toBe(429)
    }
    expect(await rowsLike('forgot:%')).toBe(before)
  })
})
