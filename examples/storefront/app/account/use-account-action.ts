import { type MessageKey, sdkMessages } from '@matjar/core'
import { useLocale, useToasts } from '@matjar/react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { type FieldMessages, failureOf } from '../form-errors.ts'
import { useT } from '../messages/use-t.ts'

/** What the API refused: its field messages and its message, in the shopper's language. */
export interface Refusal {
  fields: FieldMessages
  message: string
}

/**
 * A change the customer makes on an account page (cancel or rate an order, a balance change, a
 * form): `busy` while the call runs, and a refusal as an error toast. The toast is titled with the
 * §8 `failure` message unless `titled` is false (where that message would repeat the toast's own
 * text). `done` follows a change: its success toast, and the page's loader reads again.
 */
export const useAccountAction = (failure: MessageKey, { titled = true } = {}) => {
  const { language } = useLocale()
  const sdk = useT(sdkMessages)
  const { show } = useToasts()
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)

  /** Runs `send`; resolves to what was refused, or null once it went through. */
  const run = async (send: () => Promise<void>): Promise<Refusal | null> => {
    setBusy(true)
    try {
      await send()
      return null
    } catch (error) {
      const refused = failureOf(error, language, failure)
      show({ kind: 'error', ...(titled ? { title: sdk(failure) } : {}), message: refused.message })
      return refused
    } finally {
      setBusy(false)
    }
  }

  const done = (message: string) => {
    show({ kind: 'success', message })
    void revalidate()
  }
  return { busy, run, done }
}
