import type { MessageKey } from '../messages/message-key.ts'

/** Field errors as the API sends them: `{ "email": ["…"] }`. */
export type FieldErrors = Record<string, string[]>

export interface StorefrontErrorOptions extends ErrorOptions {
  /** The catalogue message for the case; by default `error.network` (no answer) or `error.unexpected`. */
  code?: MessageKey
  /**
   * The server's words, already in the shopper's language; null when there are none to show. By
   * default the message, when there is a status (an answer came).
   */
  serverMessage?: string | null
  /** The call that failed, as "METHOD https://host/path" (no query), when a call failed. */
  request?: string | null
}

/**
 * Every failure of the SDK, whatever raised it (a call, the cart, the wishlist, sign-in): the HTTP
 * status (0 when no answer came), the catalogue `code` to show (`cart.not_enough_stock`,
 * `auth.session_expired` …), the server's own words when it sent some, and the field errors of a
 * validation failure (422). Show `errorMessage(error, language)`: the server's words, else the
 * code's text in the shopper's language.
 */
export class StorefrontError extends Error {
  override readonly name: string = 'StorefrontError'
  readonly status: number
  readonly code: MessageKey
  readonly fieldErrors: FieldErrors
  /** What the server said, in the shopper's language (`Accept-Language`); null when nothing. */
  readonly serverMessage: string | null
  /**
   * The call that failed, as "METHOD https://host/path" (the query left out), or null when the
   * failure was not a call's: for the developer's logs, never shown to shoppers.
   */
  readonly request: string | null

  constructor(
    message: string,
    status: number,
    fieldErrors: FieldErrors = {},
    options: StorefrontErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.fieldErrors = fieldErrors
    this.code = options.code ?? (status === 0 ? 'error.network' : 'error.unexpected')
    this.serverMessage =
      options.serverMessage !== undefined ? options.serverMessage : status === 0 ? null : message
    this.request = options.request ?? null
  }

  /** True when no answer arrived (network down, server not responding, time-out). */
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export const isStorefrontError = (error: unknown): error is StorefrontError =>
  error instanceof StorefrontError

/**
 * What a shopper's action came to, never a rejection: `{ ok: true, … }`, or `{ ok: false, error }`
 * with the `StorefrontError` saying why. `onClick={() => add(line)}` can leak nothing.
 */
export type StorefrontResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; error: StorefrontError }

/** Anything thrown, as a `StorefrontError` (a non-SDK failure keeps its cause, status 0). */
export const toStorefrontError = (error: unknown, code?: MessageKey): StorefrontError => {
  if (isStorefrontError(error)) return error
  const message = error instanceof Error ? error.message : String(error)
  return new StorefrontError(message, 0, {}, { cause: error, code: code ?? 'error.unexpected' })
}
