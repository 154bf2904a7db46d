// Wrong passwords never lock the rightful owner out, and one client cannot try many accounts.
// Clients are told apart by X-Forwarded-For, believed here from the in-process caller (a proxy).
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING, SIGN_IN_PER_CLIENT } from '../http/rate-limit.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { hashingTimeLimit } from '../test/time-limit.ts'

const shop = useTestShop({ trustedProxies: ['in-process'] })
const login = (from: string, email: string, password: string) =>
  shop.call('login', { body: { email, password }, headers: { 'x-forwarded-for': from } })
const RIGHT = 'Secret#123'

describe('sign-in limits', () => {
  it('blocks the guesser, not the owner signing in from elsewhere', {
    // A sign-up, ten wrong passwords, the right one twice.
    timeout: hashingTimeLimit(13),
  }, async () => {
    const { email } = await signUpCustomer(shop)
    for (let i = 0; i < 10; i++) {
      expect((await login('203.0.113.7', email, 'Wrong#1234')).status).toBe(401)
    }
    const guesser = await login('203.0.113.7', email, RIGHT)
    expect(guesser.status).toBe(429)
    expect(guesser.ok ? '' : guesser.error.message).toBe(
      'Too many attempts: please wait a few minutes',
    )
    expect((await login('198.51.100.4', email, RIGHT)).status).toBe(200)
  })

  it('stops one client trying many accounts', {
    timeout: hashingTimeLimit(SIGN_IN_PER_CLIENT.attempts + 2),
  }, async () => {
    const from = '203.0.113.8'
    const statuses: number[] = []
    for (let i = 0; i <= SIGN_IN_PER_CLIENT.attempts; i++) {
      statuses.push((await login(from, `nobody-${randomUUID()}@example.com`, RIGHT)).status)
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // Another client is not affected.
    expect((await login('203.0.113.9', `nobody-${randomUUID()}@example.com`, RIGHT)).status).toBe(
      401,
    )
  })

  it('still lets the owner in from elsewhere after many places guessed (guessing.test.ts: turns)', {
    timeout: hashingTimeLimit(SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING.attempts + 2),
  }, async () => {
    const { email } = await signUpCustomer(shop)
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING.attempts; i++) {
      await login(`192.0.2.${i + 1}`, email, 'Wrong#1234')
    }
    expect((await login('198.51.100.77', email, RIGHT)).status).toBe(200)
  })
})
