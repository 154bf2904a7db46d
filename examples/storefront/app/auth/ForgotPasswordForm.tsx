import { forgotPasswordFormSchema } from '@matjar/core'
import { useState } from 'react'
import { EmailField, SubmitWithProblem } from '../components/form-fields.tsx'
import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'
import { usePendingEmail } from './auth-answer.ts'
import { AuthForm } from './fields.tsx'
import { ResetPasswordForm } from './ResetPasswordForm.tsx'
import { useAuthForm, valuesOf } from './use-auth-form.ts'

/**
 * `/auth?page=_forget_password`: the email to send a reset code to, then the code and the new
 * password. Both steps work without JavaScript too: posted (never in the address) to the page's
 * action (auth/auth-action.server.ts).
 */
export function ForgotPasswordForm() {
  const form = useAuthForm('forgot')
  const t = useT(authMessages)
  const [pendingEmail, setPendingEmail] = useState<string | null>(
    usePendingEmail('forgot', 'reset'),
  )
  if (pendingEmail) return <ResetPasswordForm email={pendingEmail} />
  return (
    <AuthForm
      title={t('forgotTitle')}
      intent="forgot"
      noValidate
      onSubmit={form.submit(async (element) => {
        const values = form.checked<{ email: string }>(forgotPasswordFormSchema, valuesOf(element))
        if (!values) return
        await form.done(form.auth.forgotPassword(values.email))
        setPendingEmail(values.email)
      })}
    >
      <EmailField error={form.errors.email} defaultValue={form.typed('email')} />
      <SubmitWithProblem problem={form.problem} busy={form.busy} size="lg">
        {t('sendCode')}
      </SubmitWithProblem>
    </AuthForm>
  )
}
