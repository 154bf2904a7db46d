import { TextField } from '@matjar/ui'
import type { FormEvent, ReactNode } from 'react'
import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'

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
 * instead of the browser's.
 */
export function AuthForm({
  title,
  noValidate,
  onSubmit,
  children,
}: {
  title: string
  noValidate?: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  return (
    <form className="shop-auth" noValidate={noValidate} onSubmit={onSubmit}>
      <h1>{title}</h1>
      {children}
    </form>
  )
}
