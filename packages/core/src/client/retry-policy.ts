/**
 * The retry policy of spec §7: one retry, only for reads (GET, HEAD), only on these statuses.
 * Mutations (POST, PUT, PATCH, DELETE) are never retried: the server may already have acted.
 */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]
export const RETRY_METHODS = ['get', 'head'] as const
export const RETRY_LIMIT = 1
