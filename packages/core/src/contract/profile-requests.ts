import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { currentPasswordSchema, newPasswordSchema, passwordsMatch } from './password.ts'
import { phoneSchema } from './phone.ts'
import { emailSchema, personNameSchema } from './user.ts'

/** The profile form: every editable field, sent whole. */
export const profileUpdateRequestSchema = named(
  'ProfileUpdateRequest',
  z.strictObject({
    user_name: personNameSchema,
    first_name: personNameSchema,
    last_name: personNameSchema,
    phone: phoneSchema,
  }),
)
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>

export const passwordChangeRequestSchema = named(
  'PasswordChangeRequest',
  z
    .strictObject({
      current_password: currentPasswordSchema,
      password: newPasswordSchema,
      confirm_password: z.string().check(z.minLength(1)),
    })
    .check(z.superRefine(passwordsMatch)),
)
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>

/** A new email, confirmed with the current password. */
export const emailChangeRequestSchema = named(
  'EmailChangeRequest',
  z.strictObject({
    email: emailSchema,
    password: currentPasswordSchema,
  }),
)
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>
