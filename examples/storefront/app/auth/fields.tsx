import { Button, TextField } from '@matjar/ui'
import type { ReactNode } from 'react'
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

/** What the call refused as a whole, above the form's button, and the button. */
export function SubmitWithProblem({
  problem,
  busy,
  children,
}: {
  problem: string | null
  busy: boolean
  children: ReactNode
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="shop-form-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        {children}
      </Button>
    </>
  )
}
