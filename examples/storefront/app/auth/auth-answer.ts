import { createContext, useContext } from 'react'
import type { FieldMessages } from '../form-errors.ts'

/** The `/auth` forms a browser posts without JavaScript (with it, the page's auth machine calls). */
export type AuthIntent = 'login' | 'register' | 'confirm' | 'forgot' | 'reset'

/** `/auth`'s action's answer to a refused form: its messages in the shopper's language. */
export interface AuthAnswer {
  intent: AuthIntent
  errors: FieldMessages
  problem: string | null
  /** The text fields as typed, passwords left out (they would be written into the page). */
  values: Record<string, string>
  /** Registering's or a reset's first step is done: the code went to this email, the page asks for it. */
  pendingEmail?: string
}

/** What the `/auth` page gives its forms: the CSRF token of their posts, the action's answer. */
export const AuthPageContext = createContext<{ csrfToken: string; sent: AuthAnswer | undefined }>({
  csrfToken: '',
  sent: undefined,
})

/** The action's answer to the form of `intent`, if it was the one posted. */
export const useSentAnswer = (intent: AuthIntent | undefined): AuthAnswer | undefined => {
  const { sent } = useContext(AuthPageContext)
  return intent && sent?.intent === intent ? sent : undefined
}

/**
 * The email a code went to, when the action answered the first step of `intents` (registering's
 * `register`, `confirm`; a reset's `forgot`, `reset`).
 */
export const usePendingEmail = (...intents: AuthIntent[]): string | null => {
  const { sent } = useContext(AuthPageContext)
  return sent && intents.includes(sent.intent) ? (sent.pendingEmail ?? null) : null
}
