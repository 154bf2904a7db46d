import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageKey } from '../messages/translate.ts'

/** Messages per field, in the request's language. */
export type FieldErrors = Record<string, string[]>

/** An expected failure: answered as `{ message, errors? }` with its status, never logged as a bug. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  readonly messageKey: MessageKey
  /** Field errors already in the request's language (a schema's). */
  readonly errors: FieldErrors | undefined
  /** Fields refused for a reason of the shop's, as message keys: translated when answered. */
  readonly fieldReasons: Readonly<Record<string, MessageKey>> | undefined
  /** Seconds to wait before trying again (a 429's `Retry-After`), when known. */
  retryAfterSeconds: number | undefined

  constructor(
    status: ContentfulStatusCode,
    messageKey: MessageKey,
    errors?: FieldErrors,
    fieldReasons?: Record<string, MessageKey>,
  ) {
    super(messageKey)
    this.status = status
    this.messageKey = messageKey
    this.errors = errors
    this.fieldReasons = fieldReasons
    this.retryAfterSeconds = undefined
  }
}

/**
 * One field refused for a reason of the shop's: answered `{ message, errors: { [field]: [reason] } }`
 * in the request's language. The reason is the message itself unless given.
 */
export const fieldError = (
  status: ContentfulStatusCode,
  messageKey: MessageKey,
  field: string,
  reason: MessageKey = messageKey,
): ApiError => new ApiError(status, messageKey, undefined, { [field]: reason })

/** A 429 that says, in `Retry-After`, how many seconds to wait (at least one). */
export function refusedFor(messageKey: MessageKey, waitMs: number): ApiError {
  const error = new ApiError(429, messageKey)
  error.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  return error
}
