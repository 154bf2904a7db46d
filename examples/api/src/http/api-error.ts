import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageKey } from './messages.ts'

export type FieldErrors = Record<string, string[]>

/** An expected failure: answered as `{ message, errors? }` with its status, never logged as a bug. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  readonly messageKey: MessageKey
  readonly errors: FieldErrors | undefined

  constructor(status: ContentfulStatusCode, messageKey: MessageKey, errors?: FieldErrors) {
    super(messageKey)
    this.status = status
    this.messageKey = messageKey
    this.errors = errors
  }
}
