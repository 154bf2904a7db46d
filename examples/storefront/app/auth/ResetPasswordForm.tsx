import { useAuth } from '@matjar/react'
import { Button, PasswordField, TextField } from '@matjar/ui'
import { authMessages } from '../messages/auth.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { FormProblem } from './FormProblem.tsx'
import { useAfterSignIn, useAuthForm, valuesOf } from './use-auth-form.ts'

/** The reset's second step: the emailed code and a new password, which also signs in. */
export function ResetPasswordForm({ email }: { email: string }) {
  const auth = useAuth()
  const afterSignIn = useAfterSignIn()
  const form = useAuthForm()
  const t = useT(authMessages)
  const shop = useT(shopMessages)
  return (
    <form
      className="shop-auth"
      onSubmit={form.submit(async (element) => {
        const values = valuesOf(element)
        await auth.resetPassword({
          email,
          code: String(values.code ?? ''),
          password: String(values.password ?? ''),
          confirm_password: String(values.confirm_password ?? ''),
        })
        afterSignIn()
      })}
    >
      <h1>{t('resetTitle')}</h1>
      <p>{t('resetText', { email })}</p>
      <TextField
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={form.errors.code}
      />
      <PasswordField
        label={shop('newPassword')}
        name="password"
        autoComplete="new-password"
        error={form.errors.password}
      />
      <PasswordField
        label={shop('confirmPassword')}
        name="confirm_password"
        autoComplete="new-password"
        error={form.errors.confirm_password}
      />
      <FormProblem problem={form.problem} />
      <Button type="submit" size="lg" disabled={form.busy}>
        {t('resetPassword')}
      </Button>
    </form>
  )
}
