import { useToasts } from '@matjar/react'
import { NewPasswordFields, SubmitWithProblem } from '../components/form-fields.tsx'
import { authMessages } from '../messages/auth.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { AuthForm, CodeField } from './fields.tsx'
import { useAuthForm, valuesOf } from './use-auth-form.ts'

/** The reset's second step: the emailed code and a new password, which also signs in (with or without JavaScript). */
export function ResetPasswordForm({ email }: { email: string }) {
  const form = useAuthForm('reset')
  const t = useT(authMessages)
  const shop = useT(shopMessages)
  const { show } = useToasts()
  return (
    <AuthForm
      title={t('resetTitle')}
      intent="reset"
      onSubmit={form.submit(async (element) => {
        const values = valuesOf(element)
        await form.done(
          form.auth.resetPassword({
            email,
            code: String(values.code ?? ''),
            password: String(values.password ?? ''),
            confirm_password: String(values.confirm_password ?? ''),
          }),
        )
        // Said where the shopper lands: the toast outlives the page it was shown on.
        show({ kind: 'success', message: t('resetDone') })
        form.afterSignIn()
      })}
    >
      <p>{t('resetText', { email })}</p>
      <input type="hidden" name="email" value={email} />
      <CodeField error={form.errors.code} />
      <NewPasswordFields
        label={shop('newPassword')}
        confirmLabel={shop('confirmPassword')}
        errors={form.errors}
      />
      <SubmitWithProblem problem={form.problem} busy={form.busy} size="lg">
        {t('resetPassword')}
      </SubmitWithProblem>
    </AuthForm>
  )
}
