import * as z from 'zod/mini'
import { emailField } from './email-field.ts'
import {
  confirmPasswordField,
  newPasswordField,
  passwordField,
  withMatchingPasswords,
} from './password-fields.ts'
import { termsField } from './terms-field.ts'
import {
  firstNameField,
  lastNameField,
  nameField,
  phoneRequiredField,
  requiredText,
} from './text-fields.ts'

// Field names are those of the API's requests (contract/auth-requests.ts), so a valid form is
// the request body, plus what the client adds itself (the guest cart's uuid).

/** Sign-up (spec §3 "User", §5). */
export const registerFormSchema = withMatchingPasswords(
  z.object({
    user_name: nameField,
    first_name: firstNameField,
    last_name: lastNameField,
    email: emailField,
    phone: phoneRequiredField,
    password: newPasswordField,
    confirm_password: confirmPasswordField,
    accept_terms: termsField,
  }),
)
export type RegisterForm = z.infer<typeof registerFormSchema>

/** Sign-in: an email and the current password, without strength rules. */
export const loginFormSchema = z.object({
  email: emailField,
  password: passwordField,
})
export type LoginForm = z.infer<typeof loginFormSchema>

/** "Forgot password": the email to send the reset code to. */
export const forgotPasswordFormSchema = z.object({ email: emailField })
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

/** Choosing a new password with the code received by email. */
export const resetPasswordFormSchema = withMatchingPasswords(
  z.object({
    email: emailField,
    code: requiredText('validation.code.required'),
    password: newPasswordField,
    confirm_password: confirmPasswordField,
  }),
)
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>
