import * as z from 'zod/mini'
import { emailSchema } from '../contract/user.ts'
import { failsWith } from './issue-message.ts'
import { requiredTextWith } from './text-fields.ts'

/** Email: required, then a valid address (trimmed), with zod's pattern as the contract uses. */
export const emailField = requiredTextWith(
  'validation.email.required',
  z.string().check(z.regex(z.regexes.email, failsWith('validation.email.invalid'))),
)

/**
 * The contract's email (`emailSchema`) as a shopper types it: spaces around it are dropped
 * before the contract's rule is applied.
 */
export const typedEmail = z.pipe(z.string().check(z.trim()), emailSchema)
