import { type MessageKey, sdkMessages } from '@matjar/core'
import { useLocale, useToasts } from '@matjar/react'
import { useRef, useState } from 'react'
import { failureOf } from '../form-errors.ts'
import { useT } from '../messages/use-t.ts'

/**
 * A change of a balance (a wallet recharge, points into balance): one `Idempotency-Key` per
 * attempt the customer makes, so a retried request is not charged twice; `busy` while it runs;
 * a refusal under the form's `field` and as an error toast titled with the §8 `failure`.
 */
export const useBalanceChange = (field: string, failure: MessageKey) => {
  const { language } = useLocale()
  const sdk = useT(sdkMessages)
  const { show } = useToasts()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const attempt = useRef<string | null>(null)

  /** Runs `send` with this attempt's key. */
  const run = async (send: (idempotencyKey: string) => Promise<void>) => {
    setError(null)
    setBusy(true)
    attempt.current ??= crypto.randomUUID()
    try {
      await send(attempt.current)
      attempt.current = null
    } catch (refusal) {
      attempt.current = null
      const { fields, message } = failureOf(refusal, language, failure)
      setError(fields[field] ?? message)
      show({ kind: 'error', title: sdk(failure), message })
    } finally {
      setBusy(false)
    }
  }
  return { error, setError, busy, run }
}
