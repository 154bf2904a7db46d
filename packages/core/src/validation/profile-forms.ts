import * as z from 'zod/mini'
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
} from '../contract/profile-requests.ts'
import { typedEmail } from './email-field.ts'

// Each form is its contract request (contract/profile-requests.ts): a rule changed there is a
// rule of the form, worded for the shopper by the localized issue map (issue-map.ts).

/** Profile edit: names and phone (E.164, as the phone input gives it). The email has its own form. */
export const profileFormSchema = z.pick(profileUpdateRequestSchema, {
  user_name: true,
  first_name: true,
  last_name: true,
  phone: true,
})
export type ProfileForm = z.infer<typeof profileFormSchema>

/** A new password, proven by the current one, typed twice. */
export const changePasswordFormSchema = passwordChangeRequestSchema
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

/** A new email, proven by the current password. */
export const changeEmailFormSchema = z.extend(emailChangeRequestSchema, { email: typedEmail })
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>
