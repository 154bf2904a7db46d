import { StorefrontError } from '@matjar/core'
import { describe, expect, it } from 'vitest'
import { createCheckoutAttempt } from './checkout-attempt.ts'

const order = { address_id: 7, branch_id: 2, payment_method: 'cash_on_delivery' }
const failure = (status: number) => new StorefrontError('failed', status, {})

describe("the checkout's Idempotency-Key", () => {
  it('is kept for the retry of an order whose answer never came, so it is placed once', () => {
    for (const status of [0, 408, 409, 429, 500, 502, 503, 504]) {
      const attempt = createCheckoutAttempt()
      const first = attempt.keyFor(order)
      attempt.ended(failure(status))
      expect(attempt.keyFor({ ...order }), `after ${status}`).toBe(first)
    }
    const attempt = createCheckoutAttempt()
    const first = attempt.keyFor(order)
    attempt.ended(new TypeError('Failed to fetch'))
    expect(attempt.keyFor(order)).toBe(first)
  })

  it('is new once the order was placed, or refused for a reason the shopper can fix', () => {
    const attempt = createCheckoutAttempt()
    const placed = attempt.keyFor(order)
    attempt.ended()
    const next = attempt.keyFor(order)
    expect(next).not.toBe(placed)
    attempt.ended(failure(402))
    expect(attempt.keyFor(order)).not.toBe(next)
  })

  it('is new for a different order after a time-out (another address or payment)', () => {
    const attempt = createCheckoutAttempt()
    const first = attempt.keyFor(order)
    attempt.ended(failure(504))
    expect(attempt.keyFor({ ...order, payment_method: 'wallet' })).not.toBe(first)
  })
})
