import {
  AuthError,
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  translate as sdkText,
  validateForm,
} from '@matjar/core'
import { useAuth, useCart, useColorMode, useLocale } from '@matjar/react'
import { Button, Checkbox, PasswordField, PhoneInput, TextField } from '@matjar/ui'
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { GoogleSignIn } from '../components/GoogleSignIn.tsx'
import { storefrontConfig } from '../config.server.ts'
import { languageFromRequest } from '../language.ts'
import { translate } from '../messages.ts'
import type { Route } from './+types/auth'

export const loader = ({ request }: Route.LoaderArgs) => ({
  language: languageFromRequest(request),
  // Only this page needs it: "Sign in with Google" shows when the shop configured a client id.
  googleClientId: storefrontConfig.googleClientId,
})

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        {
          title: `${translate(page.language, 'signIn')} | ${translate(page.language, 'shopName')}`,
        },
        { name: 'robots', content: 'noindex' },
      ]
    : []

type Errors = Record<string, string | undefined>

/** The form's fields as strings (and the terms box as a boolean). */
const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form)
  const values: Record<string, unknown> = {}
  for (const [name, value] of data) values[name] = String(value)
  values.accept_terms = data.get('accept_terms') === 'on'
  return values
}

/**
 * `/auth`: sign in; `?page=register` (then the emailed code); `?page=_forget_password` (then the
 * code and a new password). Field errors come from the SDK's §5 rules, then from the server.
 */
export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const { mode: colorMode } = useColorMode()
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values)
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const auth = useAuth()
  const cart = useCart()
  const page = search.get('page')
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const [phone, setPhone] = useState('')
  const [busy, setBusy] = useState(false)

  // Back where the visitor was sent from (`/user-profile/…`), else the cart when it has lines.
  const back = search.get('redirect')
  const afterSignIn = () =>
    navigate(back?.startsWith('/') && !back.startsWith('//') ? back : cart.isEmpty ? '/' : '/cart')
  const fail = (error: unknown) => {
    if (error instanceof AuthError) {
      setProblem(error.failure.message ?? sdkText(language, error.failure.messageKey))
      setErrors(
        Object.fromEntries(
          Object.entries(error.failure.fieldErrors).map(([field, list]) => [field, list[0]]),
        ),
      )
    } else {
      setProblem(sdkText(language, 'error.network'))
    }
  }
  const submit =
    (work: (form: HTMLFormElement) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      setProblem(null)
      setErrors({})
      setBusy(true)
      try {
        await work(event.currentTarget)
      } catch (error) {
        fail(error)
      } finally {
        setBusy(false)
      }
    }
  const checked = <T,>(schema: Parameters<typeof validateForm>[0], values: unknown): T | null => {
    const result = validateForm(schema, values, language)
    if (result.success) return result.data as T
    setErrors(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v[0]])))
    return null
  }

  // The ID token Google gave goes to the API, which makes or finds the account (and carries the
  // guest cart, like any sign-in).
  const google = (
    <GoogleSignIn
      clientId={loaderData.googleClientId}
      language={language}
      colorMode={colorMode}
      onCredential={(idToken) => {
        setProblem(null)
        setErrors({})
        setBusy(true)
        auth
          .signInWithGoogle(idToken)
          .then(afterSignIn, fail)
          .finally(() => setBusy(false))
      }}
    />
  )

  const banner = problem ? (
    <p role="alert" className="shop-form-error">
      {problem}
    </p>
  ) : null

  // Each step is a form of its own (a `key` each): React must not reuse one step's inputs, and
  // what was typed in them, for the next step's (the code box once started with the first name).
  if (page === 'register' && pendingEmail) {
    return (
      <form
        key="confirm-registration"
        className="shop-auth"
        onSubmit={submit(async (form) => {
          const code = String(new FormData(form).get('code') ?? '').trim()
          await auth.confirmRegistration({ email: pendingEmail, code })
          afterSignIn()
        })}
      >
        <h1>{t('confirmTitle')}</h1>
        <p>{t('confirmText', { email: pendingEmail })}</p>
        <TextField
          label={t('code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code}
        />
        {banner}
        <Button type="submit" size="lg" disabled={busy}>
          {t('confirm')}
        </Button>
      </form>
    )
  }

  if (page === 'register') {
    return (
      <form
        key="register"
        className="shop-auth"
        noValidate
        onSubmit={submit(async (form) => {
          const values = { ...valuesOf(form), phone }
          const registration = checked<Parameters<typeof auth.register>[0]>(
            registerFormSchema,
            values,
          )
          if (!registration) return
          await auth.register(registration)
          setPendingEmail(registration.email)
        })}
      >
        <h1>{t('registerTitle')}</h1>
        <TextField
          label={t('userName')}
          name="user_name"
          autoComplete="username"
          error={errors.user_name}
        />
        <TextField
          label={t('firstName')}
          name="first_name"
          autoComplete="given-name"
          error={errors.first_name}
        />
        <TextField
          label={t('lastName')}
          name="last_name"
          autoComplete="family-name"
          error={errors.last_name}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <PhoneInput
          label={t('phone')}
          defaultCountry="SA"
          language={language}
          onValueChange={(_, result) => setPhone(result.e164 ?? result.input)}
        />
        {errors.phone ? <p className="shop-form-error">{errors.phone}</p> : null}
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="new-password"
          language={language}
          error={errors.password}
        />
        <PasswordField
          label={t('confirmPassword')}
          name="confirm_password"
          autoComplete="new-password"
          language={language}
          error={errors.confirm_password}
        />
        <Checkbox label={t('acceptTerms')} name="accept_terms" error={errors.accept_terms} />
        {banner}
        <Button type="submit" size="lg" disabled={busy}>
          {t('register')}
        </Button>
        {google}
        <a href="/auth">{t('haveAccount')}</a>
      </form>
    )
  }

  if (page === '_forget_password') {
    if (pendingEmail) {
      return (
        <form
          key="reset-password"
          className="shop-auth"
          onSubmit={submit(async (form) => {
            const values = valuesOf(form)
            await auth.resetPassword({
              email: pendingEmail,
              code: String(values.code ?? ''),
              password: String(values.password ?? ''),
              confirm_password: String(values.confirm_password ?? ''),
            })
            afterSignIn()
          })}
        >
          <h1>{t('resetTitle')}</h1>
          <p>{t('resetText', { email: pendingEmail })}</p>
          <TextField
            label={t('code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={errors.code}
          />
          <PasswordField
            label={t('newPassword')}
            name="password"
            autoComplete="new-password"
            language={language}
            error={errors.password}
          />
          <PasswordField
            label={t('confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            language={language}
            error={errors.confirm_password}
          />
          {banner}
          <Button type="submit" size="lg" disabled={busy}>
            {t('resetPassword')}
          </Button>
        </form>
      )
    }
    return (
      <form
        key="forgot-password"
        className="shop-auth"
        noValidate
        onSubmit={submit(async (form) => {
          const values = checked<{ email: string }>(forgotPasswordFormSchema, valuesOf(form))
          if (!values) return
          await auth.forgotPassword(values.email)
          setPendingEmail(values.email)
        })}
      >
        <h1>{t('forgotTitle')}</h1>
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        {banner}
        <Button type="submit" size="lg" disabled={busy}>
          {t('sendCode')}
        </Button>
      </form>
    )
  }

  return (
    <form
      key="sign-in"
      className="shop-auth"
      noValidate
      onSubmit={submit(async (form) => {
        const values = checked<{ email: string; password: string }>(loginFormSchema, valuesOf(form))
        if (!values) return
        await auth.login(values)
        afterSignIn()
      })}
    >
      <h1>{t('signInTitle')}</h1>
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        error={errors.email}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        language={language}
        error={errors.password}
      />
      {banner}
      <Button type="submit" size="lg" disabled={busy}>
        {t('signIn')}
      </Button>
      {google}
      <a href="/auth?page=_forget_password">{t('forgotPassword')}</a>
      <a href="/auth?page=register">{t('register')}</a>
    </form>
  )
}
