import type { Context } from 'hono'
import type { ApiError } from './api-error.ts'
import { languageOf } from './language.ts'
import { type Language, translate } from './messages.ts'

/** The request's language, also where the language middleware has not run (404, early errors). */
export const requestLanguage = (c: Context): Language =>
  (c.get('language') as Language | undefined) ?? languageOf(c.req.header('accept-language'))

/** The failure body of the contract: `{ message, errors? }`. */
export function errorResponse(c: Context, error: ApiError): Response {
  const message = translate(error.messageKey, requestLanguage(c))
  return c.json(error.errors ? { message, errors: error.errors } : { message }, error.status)
}
