import { type FormValidation, type MessageKey, sdkMessages } from '@matjar/core'
import { useLocale, useToasts } from '@matjar/react'
import { useState } from 'react'
import { type FieldMessages, failureOf, firstOfEach } from '../form-errors.ts'
import { useT } from '../messages/use-t.ts'

/**
 * One form of the customer's area: what the SDK's check found, or what the API refused, under
 * the fields; a refusal also as an error toast titled with the §8 `failure` message; `busy`
 * while the call runs. `send` gets the checked values and does the call and what follows it.
 */
export const useAccountForm = (failure: MessageKey) => {
  const { language } = useLocale()
  const sdk = useT(sdkMessages)
  const { show } = useToasts()
  const [errors, setErrors] = useState<FieldMessages>({})
  const [busy, setBusy] = useState(false)
  const submit = async <T>(checked: FormValidation<T>, send: (values: T) => Promise<void>) => {
    if (!checked.success) {
      setErrors(firstOfEach(checked.errors))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await send(checked.data)
    } catch (error) {
      const refused = failureOf(error, language, failure)
      setErrors(refused.fields)
      show({ kind: 'error', title: sdk(failure), message: refused.message })
    } finally {
      setBusy(false)
    }
  }
  return { errors, busy, submit }
}
