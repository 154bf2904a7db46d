import { authMessages } from '../messages/auth.ts'
import { useT } from '../messages/use-t.ts'
import { CodeField, SubmitWithProblem } from './fields.tsx'
import { useAuthForm } from './use-auth-form.ts'

/** The registration's second step: the code emailed to `email` makes the account and signs in. */
export function ConfirmRegistrationForm({ email }: { email: string }) {
  const form = useAuthForm()
  const t = useT(authMessages)
  return (
    <form
      className="shop-auth"
      onSubmit={form.submit(async (element) => {
        const code = String(new FormData(element).get('code') ?? '').trim()
        await form.auth.confirmRegistration({ email, code })
        form.afterSignIn()
      })}
    >
      <h1>{t('confirmTitle')}</h1>
      <p>{t('confirmText', { email })}</p>
      <CodeField error={form.errors.code} />
      <SubmitWithProblem problem={form.problem} busy={form.busy}>
        {t('confirm')}
      </SubmitWithProblem>
    </form>
  )
}
