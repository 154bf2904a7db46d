/**
 * The SQLSTATE of a database error, wherever the driver put it: PGlite and postgres.js set `code`
 * on the error, Drizzle wraps it as the `cause` of its own.
 */
export const sqlStateOf = (error: unknown): string | undefined => {
  for (let cause = error; cause && typeof cause === 'object'; ) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** PostgreSQL's unique_violation: the row would repeat a value a unique key allows once. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505'

/** PostgreSQL's query_canceled: the statement ran past its time limit (`statement_timeout`). */
export const isQueryTimeout = (error: unknown): boolean => sqlStateOf(error) === '57014'

// Connection exceptions (class 08), too many connections and other missing resources (class 53),
// a server shutting down or starting up (57P01-57P03): the database cannot take the query now.
const UNAVAILABLE_STATES = /^(08...|53...|57P0[123])$/
// What Node and postgres.js name a connection that could not be made or was lost.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
])

/**
 * Why the database could not be reached, in one line (its code and message, never the query),
 * when `error` is a refused or lost connection; undefined for any other error.
 */
export const unavailableCause = (error: unknown): string | undefined => {
  const seen = new Set<unknown>()
  const look = (cause: unknown): string | undefined => {
    if (!cause || typeof cause !== 'object' || seen.has(cause)) return undefined
    seen.add(cause)
    const { code, message, errors } = cause as {
      code?: unknown
      message?: unknown
      errors?: unknown
    }
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))
    ) {
      return `${code}: ${typeof message === 'string' ? message : 'no message'}`
    }
    // Node answers an AggregateError when every address of a host refused.
    for (const inner of Array.isArray(errors) ? errors : []) {
      const found = look(inner)
      if (found) return found
    }
    return look((cause as { cause?: unknown }).cause)
  }
  return look(error)
}
