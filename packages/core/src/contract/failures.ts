/** The failure statuses of the contract (architecture: a true status, never a 500 for bad input). */
export const FAILURE_STATUSES = [400, 401, 402, 403, 404, 409, 413, 422, 429] as const
export type FailureStatus = (typeof FAILURE_STATUSES)[number]

/** What each status means in general; an endpoint says what it means for that call. */
export const FAILURE_MEANINGS: Record<FailureStatus, string> = {
  400: 'Malformed request',
  401: 'No bearer token, or a bad one',
  402: 'Not enough stock',
  403: 'Not yours',
  404: 'Not found',
  409: 'Conflict or duplicate',
  413: 'Too large',
  422: 'A field is invalid',
  429: 'Too many requests',
}

/** The statuses an endpoint may fail with, each with its meaning for that call. */
export type Failures = Partial<Record<FailureStatus, string>>

// Failures most calls share, spread into the endpoint table.
export const MALFORMED_BODY = { 400: 'The body is not valid JSON.' } satisfies Failures
export const BAD_TOKEN = {
  401: 'No bearer token, or an expired or revoked one.',
} satisfies Failures
export const BAD_OPTIONAL_TOKEN = {
  401: 'A bearer token was sent but is expired or revoked.',
} satisfies Failures
export const INVALID_INPUT = {
  422: 'A field is invalid; `errors` names it and says why.',
} satisfies Failures
export const RATE_LIMITED = { 429: 'Too many attempts; wait and try again.' } satisfies Failures
export const IDEMPOTENCY_CONFLICT = {
  409: 'The first call with this Idempotency-Key is still running.',
  422: 'The Idempotency-Key was used with another body; or a field is invalid.',
} satisfies Failures
