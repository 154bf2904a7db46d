import * as z from 'zod/mini'
import { failsWith } from './issue-message.ts'
import { requiredTextWith } from './text-fields.ts'

/** Email: required, then a valid address (trimmed), with zod's pattern as the contract uses. */
export const emailField = requiredTextWith(
  'validation.email.required',
  z.string().check(z.regex(z.regexes.email, failsWith('validation.email.invalid'))),
)
