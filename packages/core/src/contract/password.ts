import * as z from 'zod/mini'

export const PASSWORD_MIN_LENGTH = 8

/** A new password (spec §5): at least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'The password must be at least 8 characters' }),
    z.maxLength(128),
    z.regex(/[A-Z]/, { error: 'The password must contain an uppercase letter' }),
    z.regex(/[a-z]/, { error: 'The password must contain a lowercase letter' }),
    z.regex(/\d/, { error: 'The password must contain a number' }),
    z.regex(/[^A-Za-z0-9]/, { error: 'The password must contain a special character' }),
  )

/** A password typed to prove who one is: only checked against the stored one. */
export const currentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(128))

/** Adds the "passwords must match" rule (spec §5) on `confirm_password`. */
export const passwordsMatch = (
  value: { password: string; confirm_password: string },
  ctx: z.core.$RefinementCtx<{ password: string; confirm_password: string }>,
) => {
  if (value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'Passwords must match' })
  }
}
