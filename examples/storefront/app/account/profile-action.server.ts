import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  profileFormSchema,
  sdkMessages,
  validateForm,
} from '@matjar/core'
import { refusal } from '../http/read-form.server.ts'
import { accountMessages } from '../messages/account.ts'
import { phoneOf, readAccountForm, sendAccountForm } from './account-form.server.ts'

/**
 * `/user-profile/profile`'s three forms, sent as plain forms (they work without JavaScript):
 * `details` (names and phone), `password` and `email`, each checked here in the shopper's
 * language before the API is called as the customer of the session cookie.
 */
export async function profileAction(request: Request) {
  const sent = await readAccountForm(request)
  const { api, language, text } = sent
  if (sent.intent === 'details') {
    const checked = validateForm(
      profileFormSchema,
      {
        user_name: text('user_name'),
        first_name: text('first_name'),
        last_name: text('last_name'),
        phone: phoneOf(sent),
      },
      language,
    )
    return sendAccountForm(sent, checked, 'profile.update_failed', async (body) => ({
      user: (await api.call('updateProfile', { body })).data,
      message: sdkMessages.translate(language, 'profile.update_success'),
    }))
  }
  if (sent.intent === 'password') {
    const checked = validateForm(
      changePasswordFormSchema,
      {
        current_password: text('current_password'),
        password: text('password'),
        confirm_password: text('confirm_password'),
      },
      language,
    )
    return sendAccountForm(sent, checked, 'profile.password_update_failed', async (body) => {
      await api.call('changePassword', { body })
      return { message: accountMessages.translate(language, 'passwordChanged') }
    })
  }
  if (sent.intent === 'email') {
    const checked = validateForm(
      changeEmailFormSchema,
      { email: text('email'), password: text('password') },
      language,
    )
    return sendAccountForm(sent, checked, 'profile.email_update_failed', async (body) => {
      const user = (await api.call('changeEmail', { body })).data
      return {
        user,
        message: accountMessages.translate(language, 'emailChanged', { email: user.email }),
      }
    })
  }
  throw refusal(request, 400)
}
