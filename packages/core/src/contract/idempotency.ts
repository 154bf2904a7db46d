import * as z from 'zod/mini'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/**
 * Headers of a call that moves money (checkout, wallet recharge, points conversion). The same key
 * again replays the first answer instead of acting twice; the same key with another body is a
 * 409. A fresh random key (a uuid) per attempt the shopper makes, reused for its retries.
 */
export const idempotencyHeadersSchema = z.strictObject({
  [IDEMPOTENCY_KEY_HEADER]: z.string().check(
    z.regex(/^[A-Za-z0-9_-]{8,128}$/, {
      error: 'An idempotency key is 8 to 128 letters, digits, _ or -',
    }),
  ),
})
export type IdempotencyHeaders = z.infer<typeof idempotencyHeadersSchema>
