import * as z from 'zod/mini'
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../contract/auth-requests.ts'
import { typedEmail } from './email-field.ts'

// Each form is its contract request (contract/auth-requests.ts), less what the client adds itself
// (the guest cart's `uuid` and `cart_merge`), with the email trimmed as typed: a rule changed
// there is a rule of the form, worded for the shopper by the localized issue map (issue-map.ts).

/** Sign-up (spec §3 "User", §5). */
export const registerFormSchema = z.safeExtend(registerRequestSchema, { email: typedEmail })
export type RegisterForm = z.infer<typeof registerFormSchema>

/** Sign-in: an email and the current password, without strength rules. */
export const loginFormSchema = z.extend(
  z.pick(loginRequestSchema, { email: true, password: true }),
  { email: typedEmail },
)
export type LoginForm = z.infer<typeof loginFormSchema>

/** "Forgot password": the email to send the reset code to. */
export const forgotPasswordFormSchema = z.extend(forgotPasswordRequestSchema, { email: typedEmail })
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

/** Choosing a new password with the code received by email. */
export const resetPasswordFormSchema = z.safeExtend(resetPasswordRequestSchema, {
  email: typedEmail,
})
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>
