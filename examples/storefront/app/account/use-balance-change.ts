import { type MessageKey, sdkMessages } from '@matjar/core'
import { useRef, useState } from 'react'
import { useT } from '../messages/use-t.ts'
import { useAccountAction } from './use-account-action.ts'

/**
 * A change of a balance (a wallet recharge, points into balance): one `Idempotency-Key` per
 * attempt the customer makes, so a retried request is not charged twice; `busy` while it runs;
 * a refusal under the form's `field` and as an error toast titled with the §8 `failure`;
 * `changed` once it went through.
 */
export const useBalanceChange = (field: string, failure: MessageKey, succeeded: MessageKey) => {
  const sdk = useT(sdkMessages)
  const action = useAccountAction(failure)
  const [error, setError] = useState<string | null>(null)
  const attempt = useRef<string | null>(null)

  /** Runs `send` with this attempt's key. */
  const run = async (send: (idempotencyKey: string) => Promise<void>) => {
    setError(null)
    attempt.current ??= crypto.randomUUID()
    const idempotencyKey = attempt.current
    const refused = await action.run(() => send(idempotencyKey))
    attempt.current = null
    if (refused) setError(refused.fields[field] ?? refused.message)
  }

  /** The balance changed: an empty form, the §8 `succeeded` toast, and the loader reads again. */
  const changed = (form: HTMLFormElement) => {
    form.reset()
    action.done(sdk(succeeded))
  }
  return { error, setError, busy: action.busy, run, changed }
}
