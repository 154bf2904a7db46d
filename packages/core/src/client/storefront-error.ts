/** Field errors as the API sends them: `{ "email": ["…"] }`. */
export type FieldErrors = Record<string, string[]>

/**
 * A failed call: the HTTP status (0 when no answer came), the server's message in the shopper's
 * language, and the field errors of a validation failure.
 */
export class StorefrontError extends Error {
  override readonly name = 'StorefrontError'
  readonly status: number
  readonly fieldErrors: FieldErrors

  constructor(
    message: string,
    status: number,
    fieldErrors: FieldErrors = {},
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.status = status
    this.fieldErrors = fieldErrors
  }

  /** True when no answer arrived (network down, server not responding, time-out). */
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export const isStorefrontError = (error: unknown): error is StorefrontError =>
  error instanceof StorefrontError
