import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  profileFormSchema,
  sdkMessages,
  type User,
  validateForm,
} from '@matjar/core'
import { useAuth, useLocale, useStorefront, useToasts } from '@matjar/react'
import { Button, PasswordField, PhoneInput, TextField } from '@matjar/ui'
import { type FormEvent, useState } from 'react'
import { loadAsCustomer } from '../../account/account.server.ts'
import { accountTitle } from '../../account/account-meta.ts'
import { localPhone } from '../../account/local-phone.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import { NewPasswordFields } from '../../components/form-fields.tsx'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/profile'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => ({
    user: (await api.call('getProfile')).data,
  }))

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ matches }) => accountTitle(matches, 'profile')

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/** `/user-profile/profile`: names and phone, then the password, then the email. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
  return (
    <section aria-labelledby="profile-title" className="shop-account-stack">
      <DetailsForm user={user} />
      <PasswordForm />
      <EmailForm user={user} />
    </section>
  )
}

function DetailsForm({ user }: { user: User }) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const sdk = useT(sdkMessages)
  const shop = useT(shopMessages)
  const storefront = useStorefront()
  const { updateUser } = useAuth()
  const [phone, setPhone] = useState(user.phone ?? '')
  const { errors, busy, submit, done } = useAccountForm('profile.update_failed')

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const checked = validateForm(
      profileFormSchema,
      {
        user_name: text(form, 'user_name'),
        first_name: text(form, 'first_name'),
        last_name: text(form, 'last_name'),
        phone,
      },
      language,
    )
    void submit(checked, async (body) => {
      const answer = await storefront.client.call('updateProfile', { body })
      updateUser(answer.data)
      done(sdk('profile.update_success'))
    })
  }

  return (
    <form noValidate onSubmit={save} className="shop-account-form" aria-labelledby="profile-title">
      <h1 id="profile-title">{shop('yourDetails')}</h1>
      <TextField
        label={shop('userName')}
        name="user_name"
        defaultValue={user.user_name}
        autoComplete="username"
        error={errors.user_name}
      />
      <div className="shop-account-pair">
        <TextField
          label={shop('firstName')}
          name="first_name"
          defaultValue={user.first_name}
          autoComplete="given-name"
          error={errors.first_name}
        />
        <TextField
          label={shop('lastName')}
          name="last_name"
          defaultValue={user.last_name}
          autoComplete="family-name"
          error={errors.last_name}
        />
      </div>
      <PhoneInput
        label={t('mobile')}
        defaultValue={localPhone(user.phone)}
        defaultCountry="SA"
        onValueChange={(_, result) => setPhone(result.e164 ?? result.input)}
      />
      {errors.phone ? <p className="shop-form-error">{errors.phone}</p> : null}
      <p className="shop-muted">
        {shop('email')}: <bdi dir="ltr">{user.email}</bdi>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </Button>
    </form>
  )
}

function PasswordForm() {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const storefront = useStorefront()
  const { show } = useToasts()
  const { errors, busy, submit } = useAccountForm('profile.password_update_failed')

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const checked = validateForm(
      changePasswordFormSchema,
      {
        current_password: text(form, 'current_password'),
        password: text(form, 'password'),
        confirm_password: text(form, 'confirm_password'),
      },
      language,
    )
    void submit(checked, async (body) => {
      await storefront.client.call('changePassword', { body })
      formElement.reset()
      show({ kind: 'success', message: t('passwordChanged') })
    })
  }

  return (
    <form noValidate onSubmit={save} className="shop-account-form" aria-labelledby="password-title">
      <h2 id="password-title">{t('changePassword')}</h2>
      <PasswordField
        label={t('currentPassword')}
        name="current_password"
        autoComplete="current-password"
        error={errors.current_password}
      />
      <NewPasswordFields
        label={shop('newPassword')}
        confirmLabel={t('confirmNewPassword')}
        errors={errors}
      />
      <Button type="submit" variant="outline" disabled={busy}>
        {t('changePassword')}
      </Button>
    </form>
  )
}

function EmailForm({ user }: { user: User }) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const storefront = useStorefront()
  const { updateUser } = useAuth()
  const { errors, busy, submit, done } = useAccountForm('profile.email_update_failed')

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const checked = validateForm(
      changeEmailFormSchema,
      { email: text(form, 'email'), password: text(form, 'password') },
      language,
    )
    void submit(checked, async (body) => {
      const answer = await storefront.client.call('changeEmail', { body })
      updateUser(answer.data)
      formElement.reset()
      done(t('emailChanged', { email: answer.data.email }))
    })
  }

  return (
    <form noValidate onSubmit={save} className="shop-account-form" aria-labelledby="email-title">
      <h2 id="email-title">{t('changeEmail')}</h2>
      <TextField
        label={t('newEmail')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={user.email}
        error={errors.email}
      />
      <PasswordField
        label={t('currentPassword')}
        name="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" variant="outline" disabled={busy}>
        {t('changeEmail')}
      </Button>
    </form>
  )
}
