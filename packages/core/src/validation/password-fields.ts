import * as z from 'zod/mini'
import { PASSWORD_MIN_LENGTH } from '../contract/password.ts'
import type { MessageKey } from '../messages/message-key.ts'
import { failsWith } from './issue-message.ts'
import { PASSWORD_MAX_LENGTH } from './limits.ts'

// Passwords are taken as typed: nothing is trimmed.
const requiredPassword = (requiredKey: MessageKey) =>
  z
    .string(failsWith(requiredKey))
    .check(
      z.minLength(1, failsWith(requiredKey)),
      z.maxLength(PASSWORD_MAX_LENGTH, failsWith('validation.text.too_long')),
    )

/**
 * A new password (spec §5): at least 8 characters with an uppercase letter, a lowercase letter,
 * a digit and a special character. Same character classes as the API's rule
 * (contract/password.ts): Latin letters and digits, and "special" is anything else, spaces and
 * Arabic letters included. Every unmet rule is reported, so the shopper sees them all at once.
 */
export const newPasswordField = z.pipe(
  requiredPassword('validation.password.required'),
  z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, failsWith('validation.password.min')),
      z.regex(/[A-Z]/, failsWith('validation.password.uppercase')),
      z.regex(/[a-z]/, failsWith('validation.password.lowercase')),
      z.regex(/[0-9]/, failsWith('validation.password.number')),
      z.regex(/[^A-Za-z0-9]/, failsWith('validation.password.special')),
    ),
)

/** The password of a sign-in: only required, since older accounts may predate the rules. */
export const passwordField = requiredPassword('validation.password.required')

/** The current password, asked before changing the password or the email. */
export const currentPasswordField = requiredPassword('validation.current_password.required')

export const confirmPasswordField = z
  .string(failsWith('validation.confirm_password.required'))
  .check(z.minLength(1, failsWith('validation.confirm_password.required')))

type PasswordPair = { password?: unknown; confirm_password?: unknown }

/**
 * Adds "passwords must match" to a form holding `password` and `confirm_password`, reported on
 * `confirm_password` once it is filled, even while other fields still have problems.
 */
export const withMatchingPasswords = <Schema extends z.ZodMiniType<PasswordPair>>(
  schema: Schema,
): Schema =>
  schema.check(
    z.refine<PasswordPair>((form) => form.password === form.confirm_password, {
      ...failsWith('validation.confirm_password.mismatch'),
      path: ['confirm_password'],
      when: ({ value }) => {
        const form = value as PasswordPair | undefined
        return (
          typeof form?.password === 'string' &&
          typeof form.confirm_password === 'string' &&
          form.confirm_password !== ''
        )
      },
    }),
  )
