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
