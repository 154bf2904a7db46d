import type { FormValidation, MessageKey } from '@matjar/core'
import { useState } from 'react'
import { type FieldMessages, firstOfEach } from '../form-errors.ts'
import { useAccountAction } from './use-account-action.ts'

/**
 * One form of the customer's area: what the SDK's check found, or what the API refused, under
 * the fields; a refusal also as an error toast (`useAccountAction`, with its `options`); `busy`
 * while the call runs. `send` gets the checked values and does the call and what follows it
 * (`done`: the success toast, and the page reads again).
 */
export const useAccountForm = (
  failure: MessageKey,
  options?: Parameters<typeof useAccountAction>[1],
) => {
  const action = useAccountAction(failure, options)
  const [errors, setErrors] = useState<FieldMessages>({})
  const submit = async <T>(checked: FormValidation<T>, send: (values: T) => Promise<void>) => {
    if (!checked.success) {
      setErrors(firstOfEach(checked.errors))
      return
    }
    setErrors({})
    const refused = await action.run(() => send(checked.data))
    if (refused) setErrors(refused.fields)
  }
  return { errors, busy: action.busy, submit, done: action.done }
}
