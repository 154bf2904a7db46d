import { loginFormSchema } from '@matjar/core'
import { useAuth } from '@matjar/react'
import { Button, PasswordField, TextField } from '@matjar/ui'
import { authMessages } from '../messages/auth.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { FormProblem } from './FormProblem.tsx'
import { GoogleOption } from './GoogleOption.tsx'
import { useAfterSignIn, useAuthForm, valuesOf } from './use-auth-form.ts'

/** `/auth`: email and password (or Google), with the ways to register or reset the password. */
export function SignInForm({ googleClientId }: { googleClientId: string | null }) {
  const auth = useAuth()
  const afterSignIn = useAfterSignIn()
  const form = useAuthForm()
  const t = useT(authMessages)
  const shop = useT(shopMessages)
  return (
    <form
      className="shop-auth"
      noValidate
      onSubmit={form.submit(async (element) => {
        const values = form.checked<{ email: string; password: string }>(
          loginFormSchema,
          valuesOf(element),
        )
        if (!values) return
        await auth.login(values)
        afterSignIn()
      })}
    >
      <h1>{t('signInTitle')}</h1>
      <TextField
        label={shop('email')}
        name="email"
        type="email"
        autoComplete="email"
        error={form.errors.email}
      />
      <PasswordField
        label={shop('password')}
        name="password"
        autoComplete="current-password"
        error={form.errors.password}
      />
      <FormProblem problem={form.problem} />
      <Button type="submit" size="lg" disabled={form.busy}>
        {shop('signIn')}
      </Button>
      <GoogleOption clientId={googleClientId} form={form} />
      <a href="/auth?page=_forget_password">{shop('forgotPassword')}</a>
      <a href="/auth?page=register">{shop('register')}</a>
    </form>
  )
}
