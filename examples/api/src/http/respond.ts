import type { Context } from 'hono'
import { type Language, translate } from '../messages/translate.ts'
import type { ApiError, FieldErrors } from './api-error.ts'
import { languageOf } from './language.ts'

/** The request's language, also where the language middleware has not run (404, early errors). */
export const requestLanguage = (c: Context): Language =>
  (c.get('language') as Language | undefined) ?? languageOf(c.req.header('accept-language'))

/** The failure body of the contract: `{ message, errors? }`, in the request's language. */
export function errorResponse(c: Context, error: ApiError): Response {
  const language = requestLanguage(c)
  const message = translate(language, error.messageKey)
  const errors: FieldErrors | undefined =
    error.errors ??
    (error.fieldReasons &&
      Object.fromEntries(
        Object.entries(error.fieldReasons).map(([field, reason]) => [
          field,
          [translate(language, reason)],
        ]),
      ))
  const headers =
    error.retryAfterSeconds === undefined
      ? undefined
      : { 'retry-after': String(error.retryAfterSeconds) }
  return c.json(errors ? { message, errors } : { message }, error.status, headers)
}
