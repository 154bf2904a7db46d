import { isStorefrontError, RETRY_STATUS_CODES } from '@matjar/core'

/**
 * The Idempotency-Key of the shopper's checkout attempts. An attempt whose answer never came (a
 * time-out, the network, a proxy's 502–504, the API's 409 "still running") may have placed the
 * order all the same: pressing Place order again with the same order is its retry and goes with
 * the same key, which the API answers with the order it placed instead of placing a second one.
 * An answered attempt (placed, or refused for a reason the shopper can fix) gives its key up, and
 * a different order (another address, another payment) gets a new key.
 */
export const createCheckoutAttempt = () => {
  let current: { key: string; order: string } | null = null
  return {
    /** The key to send `order` (the request body as sent) with. */
    keyFor(order: unknown): string {
      const sent = JSON.stringify(order)
      if (current?.order !== sent) current = { key: crypto.randomUUID(), order: sent }
      return current.key
    },
    /** The attempt has ended: placed (no `error`), or failed with `error`. */
    ended(error?: unknown): void {
      const unanswered =
        error !== undefined &&
        (!isStorefrontError(error) ||
          error.status === 0 ||
          RETRY_STATUS_CODES.includes(error.status))
      if (!unanswered) current = null
    },
  }
}
