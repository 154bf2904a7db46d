import type { Logger } from './logger.ts'

type LogEntry = Record<string, unknown>

/** Fields whose value is never written, whatever it holds. */
const SECRET_KEY = /pass(word)?|token|secret|hash|code|authorization|cookie|email/i

/**
 * What a log line must not carry, in the order it is taken out: a failed query's parameters
 * (the values drizzle appends after `params:`), password hashes, long hex digests (SHA-256 of
 * codes and tokens), bearer tokens, emails, 6–8 digit codes and query strings.
 */
const PATTERNS: [RegExp, string][] = [
  [/(\bparams:)[\s\S]*$/i, '$1 [redacted]'],
  [/\$argon2(id|i|d)\$[^\s,"']+/g, '[hash]'],
  [/\b[0-9a-f]{32,}\b/gi, '[hash]'],
  [/\bBearer\s+[^\s,"']+/gi, 'Bearer [token]'],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, '[email]'],
  [/(?<![\d.:-])\d{6,8}(?![\d.:-])/g, '[code]'],
  [/(\/[^\s?"']*)\?[^\s"']+/g, '$1?[query]'],
]

const redactText = (text: string) =>
  PATTERNS.reduce((out, [pattern, by]) => out.replace(pattern, by), text)

const redactValue = (key: string, value: unknown, depth: number): unknown => {
  if (value === null || value === undefined || typeof value === 'number') return value
  if (typeof value === 'boolean') return value
  if (SECRET_KEY.test(key)) return '[redacted]'
  if (typeof value === 'string') return redactText(value)
  if (depth > 4) return '[…]'
  if (Array.isArray(value)) return value.map((item) => redactValue('', item, depth + 1))
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, redactValue(k, v, depth + 1)]),
    )
  }
  return redactText(String(value))
}

/** A log entry with its secrets taken out (see PATTERNS and SECRET_KEY). */
export const redactEntry = (entry: LogEntry): LogEntry => redactValue('', entry, 0) as LogEntry

/**
 * `logger` writing its error entries redacted (request lines hold a method, a path without its
 * query, a status and a time: nothing to take out, and they stay as fast as they were).
 */
export const redacting = (logger: Logger): Logger => ({
  info: logger.info,
  error: (entry) => logger.error(redactEntry(entry)),
})
