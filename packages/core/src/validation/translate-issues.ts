import * as z from 'zod/mini'
import type { FieldErrors } from '../client/storefront-error.ts'
import type { Language } from '../locale/language.ts'
import type { MessageKey } from '../messages/message-key.ts'
import { sdkMessages } from '../messages/sdk-messages.ts'
import { type FieldWords, issueKey, wordsOf } from './issue-map.ts'

/**
 * Design: the schemas of this folder are language-free — every issue's message is a message key
 * such as `validation.first_name.min` — and translation happens at the edge, here. The same
 * schema serves the browser form, the server (which answers in the request's language) and
 * tests; a shop switching language re-translates issues without rebuilding schemas.
 */

/**
 * Issues as translated field errors, `{ "email": ["Invalid email format"] }`, the shape the API
 * sends. Nested paths join with dots (`attachments.0`); form-wide issues use the key `''`.
 * An issue carrying one of our keys is that message; any other (a contract request's check) is
 * worded by the localized issue map (`issueKey`, which reads the form's `input` to tell a blank
 * field from a wrong one). The SDK's messages in `language` must be loaded (`sdkMessages.load`).
 */
export const translateIssues = (
  issues: readonly z.core.$ZodIssue[],
  language: Language,
  input?: unknown,
  words?: Readonly<Record<string, FieldWords>>,
): FieldErrors => {
  const known = sdkMessages.loaded(language) ?? {}
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    const key = Object.hasOwn(known, issue.message)
      ? (issue.message as MessageKey)
      : issueKey(issue, input, words)
    const text = sdkMessages.translate(language, key)
    const list = errors[field] ?? []
    if (!list.includes(text)) list.push(text)
    errors[field] = list
  }
  return errors
}

export type FormValidation<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly errors: FieldErrors }

/**
 * Checks form input against a schema (zod or zod/mini), with errors in the shopper's language
 * (whose SDK messages must be loaded: a page showing a form has them).
 */
export const validateForm = <Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
  language: Language,
): FormValidation<z.output<Schema>> => {
  const result = z.safeParse(schema, input)
  return result.success
    ? { success: true, data: result.data }
    : {
        success: false,
        errors: translateIssues(result.error.issues, language, input, wordsOf(schema)),
      }
}
