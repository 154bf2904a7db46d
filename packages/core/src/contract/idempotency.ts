import * as z from 'zod/mini'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

const idempotencyKeySchema = z.string().check(
  z.regex(/^[A-Za-z0-9_-]{8,128}$/, {
    error: 'An idempotency key is 8 to 128 letters, digits, _ or -',
  }),
)

/**
 * Headers of a call that moves money (checkout, wallet recharge, points conversion). The same key
 * again replays the first answer instead of acting twice; the same key with another body is a
 * 422. A fresh random key (a uuid) per attempt the shopper makes, reused for its retries.
 */
export const idempotencyHeadersSchema = z.strictObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema,
})
export type IdempotencyHeaders = z.infer<typeof idempotencyHeadersSchema>

/**
 * Headers of a change of the cart or of the wishlist: the key is optional, so clients written
 * before it keep working, and honoured when sent. A change sent again with its key (a retry after
 * a time-out, when the first may have landed) replays the first answer instead of adding twice.
 */
export const optionalIdempotencyHeadersSchema = z.strictObject({
  [IDEMPOTENCY_KEY_HEADER]: z.optional(
    idempotencyKeySchema.check(
      z.describe(
        'A uuid per change the shopper makes, sent again with its retries: a repeat answers as the first did, and changes nothing.',
      ),
    ),
  ),
})
