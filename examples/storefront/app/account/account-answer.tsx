import type { User } from '@matjar/core'
import { useToasts } from '@matjar/react'
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react'
import { useNavigation } from 'react-router'
import type { FieldMessages } from '../form-errors.ts'

type Refused = { title?: string; message: string }

/**
 * What an account form's action answers (account-form.server.ts), for the page it renders again,
 * with or without JavaScript: `ok` with the success message, or the field messages and the API's
 * refusal in the shopper's language with what was typed (`values`, passwords left out).
 */
export type AccountAnswer =
  | { intent: string; ok: true; message: string; user?: User }
  | {
      intent: string
      ok: false
      errors: FieldMessages
      refused: Refused | null
      values: Record<string, string>
    }

/** The answer to the form sent with `intent`, when the last one was. */
export const answerTo = (answer: AccountAnswer | undefined, intent: string) => {
  const mine = answer?.intent === intent ? answer : undefined
  const refused = mine && !mine.ok ? mine : undefined
  return { answer: mine, errors: refused?.errors ?? {}, values: refused?.values }
}

/** While the form sent with `intent` is on its way. */
export const useSubmitting = (intent: string): boolean => {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

const never = () => () => {}
/** False on the server (and without JavaScript), true once the page runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

/**
 * Each new answer of the page's forms as a toast, once the page runs JavaScript: the success
 * message, or the API's refusal (what the form's check found shows under its fields only).
 */
export function useAnswerToast(answer: AccountAnswer | undefined) {
  const { show } = useToasts()
  const tell = useEffectEvent((said: AccountAnswer) => {
    if (said.ok) show({ kind: 'success', message: said.message })
    else if (said.refused) show({ kind: 'error', ...said.refused })
  })
  useEffect(() => {
    if (answer) tell(answer)
  }, [answer])
}

/**
 * The same answer in the page, where there is no toast: a page without JavaScript says what
 * happened beside the form that was sent.
 */
export function AnswerNotice({ answer }: { answer: AccountAnswer | undefined }) {
  const hydrated = useHydrated()
  if (hydrated || !answer) return null
  if (answer.ok) {
    return (
      <p role="status" className="shop-form-notice">
        {answer.message}
      </p>
    )
  }
  if (!answer.refused) return null
  return (
    <p role="alert" className="shop-form-error">
      {answer.refused.title ? `${answer.refused.title}: ` : ''}
      {answer.refused.message}
    </p>
  )
}
