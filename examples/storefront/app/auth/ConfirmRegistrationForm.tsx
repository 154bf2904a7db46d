import { useAuth } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'
import { FormProblem } from './FormProblem.tsx'
import { useAfterSignIn, useAuthForm } from './use-auth-form.ts'

/** The registration's second step: the code emailed to `email` makes the account and signs in. */
export function ConfirmRegistrationForm({ email }: { email: string }) {
  const auth = useAuth()
  const afterSignIn = useAfterSignIn()
  const form = useAuthForm()
  const t = useT(authMessages)
  return (
    <form
      className="shop-auth"
      onSubmit={form.submit(async (element) => {
        const code = String(new FormData(element).get('code') ?? '').trim()
        await auth.confirmRegistration({ email, code })
        afterSignIn()
      })}
    >
      <h1>{t('confirmTitle')}</h1>
      <p>{t('confirmText', { email })}</p>
      <TextField
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={form.errors.code}
      />
      <FormProblem problem={form.problem} />
      <Button type="submit" size="lg" disabled={form.busy}>
        {t('confirm')}
      </Button>
    </form>
  )
}
