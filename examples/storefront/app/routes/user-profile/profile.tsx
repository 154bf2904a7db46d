import type { User } from '@matjar/core'
import { useAuth } from '@matjar/react'
import { Button, PasswordField, TextField } from '@matjar/ui'
import { useEffect, useEffectEvent, useRef } from 'react'
import { AccountForm } from '../../account/AccountForm.tsx'
import { AccountPhone } from '../../account/AccountPhone.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import {
  type AccountAnswer,
  AnswerNotice,
  answerTo,
  useAnswerToast,
  useSubmitting,
} from '../../account/account-answer.tsx'
import { accountTitle } from '../../account/account-meta.ts'
import { profileAction } from '../../account/profile-action.server.ts'
import { SectionError } from '../../account/SectionError.tsx'
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

export const action = ({ request }: Route.ActionArgs) => profileAction(request)

/** `/user-profile/profile`: names and phone, then the password, then the email. */
export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData
  useAnswerToast(actionData)
  return (
    <section aria-labelledby="profile-title" className="shop-account-stack">
      <DetailsForm user={user} sent={actionData} />
      <PasswordForm sent={actionData} />
      <EmailForm user={user} sent={actionData} />
    </section>
  )
}

/**
 * After the form sent with `intent` went through: `then` (the header's name, an emptied form).
 */
const useDone = (sent: AccountAnswer | undefined, intent: string, then: (user?: User) => void) => {
  const answer = sent?.intent === intent && sent.ok ? sent : undefined
  const after = useEffectEvent(then)
  useEffect(() => {
    if (answer) after(answer.user)
  }, [answer])
}

type FormProps = { sent: AccountAnswer | undefined }

function DetailsForm({ user, sent }: FormProps & { user: User }) {
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const { updateUser } = useAuth()
  const { answer, errors, values } = answerTo(sent, 'details')
  const busy = useSubmitting('details')
  useDone(sent, 'details', (saved) => saved && updateUser(saved))
  const typed = (field: 'user_name' | 'first_name' | 'last_name') => values?.[field] ?? user[field]

  return (
    <AccountForm intent="details" titleId="profile-title">
      <h1 id="profile-title">{shop('yourDetails')}</h1>
      <AnswerNotice answer={answer} />
      <TextField
        label={shop('userName')}
        name="user_name"
        defaultValue={typed('user_name')}
        autoComplete="username"
        error={errors.user_name}
      />
      <div className="shop-account-pair">
        <TextField
          label={shop('firstName')}
          name="first_name"
          defaultValue={typed('first_name')}
          autoComplete="given-name"
          error={errors.first_name}
        />
        <TextField
          label={shop('lastName')}
          name="last_name"
          defaultValue={typed('last_name')}
          autoComplete="family-name"
          error={errors.last_name}
        />
      </div>
      <AccountPhone defaultValue={values?.phone ?? user.phone} error={errors.phone} />
      <p className="shop-muted">
        {shop('email')}: <bdi dir="ltr">{user.email}</bdi>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </Button>
    </AccountForm>
  )
}

function PasswordForm({ sent }: FormProps) {
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const form = useRef<HTMLFormElement>(null)
  const { answer, errors } = answerTo(sent, 'password')
  const busy = useSubmitting('password')
  useDone(sent, 'password', () => form.current?.reset())

  return (
    <AccountForm ref={form} intent="password" titleId="password-title">
      <h2 id="password-title">{t('changePassword')}</h2>
      <AnswerNotice answer={answer} />
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
    </AccountForm>
  )
}

function EmailForm({ user, sent }: FormProps & { user: User }) {
  const t = useT(accountMessages)
  const { updateUser } = useAuth()
  const form = useRef<HTMLFormElement>(null)
  const { answer, errors, values } = answerTo(sent, 'email')
  const busy = useSubmitting('email')
  useDone(sent, 'email', (saved) => {
    if (saved) updateUser(saved)
    form.current?.reset()
  })

  return (
    <AccountForm ref={form} intent="email" titleId="email-title">
      <h2 id="email-title">{t('changeEmail')}</h2>
      <AnswerNotice answer={answer} />
      <TextField
        label={t('newEmail')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={user.email}
        defaultValue={values?.email ?? ''}
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
    </AccountForm>
  )
}
