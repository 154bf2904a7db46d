import * as z from 'zod/mini'
import { emailField } from './email-field.ts'
import {
  confirmPasswordField,
  currentPasswordField,
  newPasswordField,
  withMatchingPasswords,
} from './password-fields.ts'
import { firstNameField, lastNameField, nameField, phoneRequiredField } from './text-fields.ts'

// Field names are those of the API's requests (contract/profile-requests.ts).

/** Profile edit: names and phone. The email changes through its own form. */
export const profileFormSchema = z.object({
  user_name: nameField,
  first_name: firstNameField,
  last_name: lastNameField,
  phone: phoneRequiredField,
})
export type ProfileForm = z.infer<typeof profileFormSchema>

/** A new password, proven by the current one. */
export const changePasswordFormSchema = withMatchingPasswords(
  z.object({
    current_password: currentPasswordField,
    password: newPasswordField,
    confirm_password: confirmPasswordField,
  }),
)
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

/** A new email, proven by the current password. */
export const changeEmailFormSchema = z.object({
  email: emailField,
  password: currentPasswordField,
})
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>
