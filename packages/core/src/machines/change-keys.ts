import { RETRY_STATUS_CODES } from '../client/retry-policy.ts'

/**
 * The Idempotency-Key of each change the shopper asks for (a cart line added or removed, a
 * product's heart toggled): a new one per change, so a deliberate second add adds again. A change
 * whose answer never came (a time-out, the network, a proxy's 502-504, the API's 409 "still
 * running") may have landed all the same: its key is kept, and the same change asked again (same
 * `what`: kind, line, quantity) is its retry and goes with the same key, which the API answers
 * as it answered the first instead of acting twice.
 */
export const createChangeKeys = () => {
  const unanswered = new Map<string, string>()
  const given = new Map<string, [what: string, key: string]>()
  return {
    /** The key of request `id`, the change `what`. */
    take(id: string, what: string): string {
      const key = unanswered.get(what) ?? crypto.randomUUID()
      unanswered.delete(what)
      given.set(id, [what, key])
      return key
    },
    /** Request `id` has its verdict: `status` of a failure (0 when no answer came). */
    settled(id: string, status?: number): void {
      const change = given.get(id)
      given.delete(id)
      if (change && (status === 0 || RETRY_STATUS_CODES.includes(status ?? 200)))
        unanswered.set(...change)
    },
  }
}

export type ChangeKeys = ReturnType<typeof createChangeKeys>
