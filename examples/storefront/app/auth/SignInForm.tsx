import { loginFormSchema } from '@matjar/core'
import { PasswordField } from '@matjar/ui'
import { EmailField, SubmitWithProblem } from '../components/form-fields.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { authMessages } from '../messages/auth.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { AuthForm } from './fields.tsx'
import { GoogleOption } from './GoogleOption.tsx'
import { useAuthForm, valuesOf } from './use-auth-form.ts'

/**
 * `/auth`: email and password (or Google), with the ways to register or reset the password. Works
 * without JavaScript too (the page's action signs in: auth/auth-action.server.ts).
 */
export function SignInForm({ googleClientId }: { googleClientId: string | null }) {
  const form = useAuthForm('login')
  const t = useT(authMessages)
  const shop = useT(shopMessages)
  return (
    <AuthForm
      title={t('signInTitle')}
      intent="login"
      noValidate
      onSubmit={form.submit(async (element) => {
        const values = form.checked<{ email: string; password: string }>(
          loginFormSchema,
          valuesOf(element),
        )
        if (!values) return
        await form.done(form.auth.login(values))
        form.afterSignIn()
      })}
    >
      <EmailField error={form.errors.email} defaultValue={form.typed('email')} />
      <PasswordField
        label={shop('password')}
        name="password"
        autoComplete="current-password"
        error={form.errors.password}
      />
      <SubmitWithProblem problem={form.problem} busy={form.busy} size="lg">
        {shop('signIn')}
      </SubmitWithProblem>
      <GoogleOption clientId={googleClientId} form={form} />
      <ShopLink to="/auth?page=_forget_password">{shop('forgotPassword')}</ShopLink>
      <ShopLink to="/auth?page=register">{shop('register')}</ShopLink>
    </AuthForm>
  )
}
