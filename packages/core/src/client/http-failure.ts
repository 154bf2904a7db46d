import type { HttpFailure } from './send-request.ts'
import { StorefrontError } from './storefront-error.ts'

// An answer outside 2xx as a `StorefrontError`: loaded by the client on the first one.

/** The contract's error body (spec §7): a message, and per-field messages for 422. */
const readErrorBody = (data: unknown): { message: string; errors: Record<string, string[]> } => {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const errors: Record<string, string[]> = {}
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) errors[field] = messages.map(String)
    }
  }
  return { message: typeof body.message === 'string' ? body.message : '', errors }
}

/**
 * An answer outside 2xx as a `StorefrontError`. A 404 that is not the API's own (no JSON message:
 * a web server, a proxy, a wrong `apiUrl`) names the address asked, so a wrong path is found fast.
 */
export const fromHttpFailure = (error: HttpFailure, method: string, url: URL): StorefrontError => {
  const { status, statusText } = error.response
  const body = readErrorBody(error.data)
  const message =
    body.message ||
    (status === 404
      ? `Not Found: nothing answers ${method} ${url.origin}${url.pathname}. Is the client's base URL (apiUrl) the Storefront API's address?`
      : statusText || `Request failed with status ${status}`)
  return new StorefrontError(message, status, body.errors, {
    cause: error,
    serverMessage: body.message || null,
    request: `${method} ${url.origin}${url.pathname}`,
  })
}
