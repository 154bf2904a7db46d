import { SubmitWithProblem } from '../components/form-fields.tsx'
import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'
import { AuthForm, CodeField } from './fields.tsx'
import { useAuthForm } from './use-auth-form.ts'

/** The registration's second step: the code emailed to `email` makes the account and signs in. */
export function ConfirmRegistrationForm({ email }: { email: string }) {
  const form = useAuthForm('confirm')
  const t = useT(authMessages)
  return (
    <AuthForm
      title={t('confirmTitle')}
      intent="confirm"
      onSubmit={form.submit(async (element) => {
        const code = String(new FormData(element).get('code') ?? '').trim()
        await form.done(form.auth.confirmRegistration({ email, code }))
        form.afterSignIn()
      })}
    >
      <p>{t('confirmText', { email })}</p>
      <input type="hidden" name="email" value={email} />
      <CodeField error={form.errors.code} />
      <SubmitWithProblem problem={form.problem} busy={form.busy} size="lg">
        {t('confirm')}
      </SubmitWithProblem>
    </AuthForm>
  )
}
