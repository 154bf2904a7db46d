import { forgotPasswordFormSchema } from '@matjar/core'
import { useAuth } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { useState } from 'react'
import { authMessages } from '../messages/auth.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { FormProblem } from './FormProblem.tsx'
import { ResetPasswordForm } from './ResetPasswordForm.tsx'
import { useAuthForm, valuesOf } from './use-auth-form.ts'

/** `/auth?page=_forget_password`: the email to send a reset code to, then the new password. */
export function ForgotPasswordForm() {
  const auth = useAuth()
  const form = useAuthForm()
  const t = useT(authMessages)
  const shop = useT(shopMessages)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  if (pendingEmail) return <ResetPasswordForm email={pendingEmail} />
  return (
    <form
      className="shop-auth"
      noValidate
      onSubmit={form.submit(async (element) => {
        const values = form.checked<{ email: string }>(forgotPasswordFormSchema, valuesOf(element))
        if (!values) return
        await auth.forgotPassword(values.email)
        setPendingEmail(values.email)
      })}
    >
      <h1>{t('forgotTitle')}</h1>
      <TextField
        label={shop('email')}
        name="email"
        type="email"
        autoComplete="email"
        error={form.errors.email}
      />
      <FormProblem problem={form.problem} />
      <Button type="submit" size="lg" disabled={form.busy}>
        {t('sendCode')}
      </Button>
    </form>
  )
}
