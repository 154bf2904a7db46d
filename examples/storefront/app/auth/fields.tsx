import { TextField } from '@matjar/ui'
import { type FormEvent, type ReactNode, useContext } from 'react'
import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'
import { type AuthIntent, AuthPageContext } from './auth-answer.ts'

/** The code the API emailed (8 digits): the second step of registering and of a reset. */
export function CodeField({ error }: { error: string | undefined }) {
  const t = useT(authMessages)
  return (
    <TextField
      label={t('code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      error={error}
    />
  )
}

/**
 * One step of `/auth`: its form under its heading. `noValidate` where the SDK's §5 checks speak
 * instead of the browser's. With an `intent` it also works without JavaScript: the browser posts
 * it to the page's action (with the page's CSRF token); with JavaScript `onSubmit` runs instead.
 */
export function AuthForm({
  title,
  intent,
  noValidate,
  onSubmit,
  children,
}: {
  title: string
  intent?: AuthIntent
  noValidate?: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  const { csrfToken } = useContext(AuthPageContext)
  return (
    <form
      className="shop-auth"
      noValidate={noValidate}
      onSubmit={onSubmit}
      {...(intent ? { method: 'post' } : {})}
    >
      <h1>{title}</h1>
      {intent ? (
        <>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="csrf_token" value={csrfToken} />
        </>
      ) : null}
      {children}
    </form>
  )
}
