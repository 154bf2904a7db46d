import { registerFormSchema } from '@matjar/core'
import { Checkbox, PhoneInput, TextField } from '@matjar/ui'
import { useState } from 'react'
import { EmailField, NewPasswordFields, SubmitWithProblem } from '../components/form-fields.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { authMessages } from '../messages/auth.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { usePendingEmail } from './auth-answer.ts'
import { ConfirmRegistrationForm } from './ConfirmRegistrationForm.tsx'
import { AuthForm } from './fields.tsx'
import { GoogleOption } from './GoogleOption.tsx'
import { useAuthForm, valuesOf } from './use-auth-form.ts'

/**
 * `/auth?page=register`: the new account's details, then the code the API emailed (next step).
 * Both steps work without JavaScript too (the page's action: auth/auth-action.server.ts).
 */
export function RegisterForm({ googleClientId }: { googleClientId: string | null }) {
  const form = useAuthForm('register')
  const t = useT(authMessages)
  const shop = useT(shopMessages)
  const [phone, setPhone] = useState('')
  const [pendingEmail, setPendingEmail] = useState<string | null>(
    usePendingEmail('register', 'confirm'),
  )
  if (pendingEmail) return <ConfirmRegistrationForm email={pendingEmail} />
  return (
    <AuthForm
      title={t('registerTitle')}
      intent="register"
      noValidate
      onSubmit={form.submit(async (element) => {
        const registration = form.checked<Parameters<typeof form.auth.register>[0]>(
          registerFormSchema,
          {
            ...valuesOf(element),
            phone,
          },
        )
        if (!registration) return
        await form.done(form.auth.register(registration))
        setPendingEmail(registration.email)
      })}
    >
      <TextField
        label={shop('userName')}
        name="user_name"
        defaultValue={form.typed('user_name')}
        autoComplete="username"
        error={form.errors.user_name}
      />
      <TextField
        label={shop('firstName')}
        name="first_name"
        defaultValue={form.typed('first_name')}
        autoComplete="given-name"
        error={form.errors.first_name}
      />
      <TextField
        label={shop('lastName')}
        name="last_name"
        defaultValue={form.typed('last_name')}
        autoComplete="family-name"
        error={form.errors.last_name}
      />
      <EmailField error={form.errors.email} defaultValue={form.typed('email')} />
      {/* The visitor's country first; without JavaScript the action reads the number in it. */}
      <PhoneInput
        label={shop('phone')}
        name="phone"
        countryName="phone_country"
        defaultValue={form.typed('phone')}
        onValueChange={(_, result) => setPhone(result.e164 ?? result.input)}
      />
      {form.errors.phone ? <p className="shop-form-error">{form.errors.phone}</p> : null}
      <NewPasswordFields
        label={shop('password')}
        confirmLabel={shop('confirmPassword')}
        errors={form.errors}
      />
      <Checkbox label={t('acceptTerms')} name="accept_terms" error={form.errors.accept_terms} />
      <SubmitWithProblem problem={form.problem} busy={form.busy} size="lg">
        {shop('register')}
      </SubmitWithProblem>
      <GoogleOption clientId={googleClientId} form={form} />
      <ShopLink to="/auth">{t('haveAccount')}</ShopLink>
    </AuthForm>
  )
}
