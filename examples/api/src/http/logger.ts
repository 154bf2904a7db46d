import type { MiddlewareHandler } from 'hono'
import { redactEntry } from './redact-log.ts'

type LogEntry = Record<string, unknown>

export interface Logger {
  info(entry: LogEntry): void
  error(entry: LogEntry): void
}

// Request lines are written together once per turn of the event loop: one write for a burst of
// requests instead of one each. Errors are written at once.
let pending = ''
const flush = () => {
  process.stdout.write(pending)
  pending = ''
}

/** One JSON object per line: requests to stdout, errors to stderr. */
export const jsonLogger: Logger = {
  info: (entry) => {
    if (!pending) setImmediate(flush)
    pending += `${JSON.stringify({ level: 'info', ...stamp(entry) })}\n`
  },
  // Redacted by default: no query's parameters, hash, code, token or email reaches the log.
  error: (entry) =>
    process.stderr.write(`${JSON.stringify({ level: 'error', ...stamp(redactEntry(entry)) })}\n`),
}

const ignore = () => {}

export const silentLogger: Logger = { info: ignore, error: ignore }

/** The JSON logger at a level: `error` drops the request lines, `silent` everything. */
export const loggerAt = (level: 'info' | 'error' | 'silent'): Logger =>
  level === 'info' ? jsonLogger : level === 'error' ? { ...jsonLogger, info: ignore } : silentLogger

/** Whether request lines written to `logger` go anywhere (not for `loggerAt('error' | 'silent')`). */
export const logsRequests = (logger: Logger): boolean => logger.info !== ignore

const stamp = (entry: LogEntry) => ({ time: new Date().toISOString(), ...entry })

// True while the process calls itself before it listens (warm-up.ts): no shopper's request.
let quiet = false

/** Runs `work` (requests the process makes to itself before it listens) with no request lines. */
export async function withoutRequestLines<T>(work: () => Promise<T>): Promise<T> {
  quiet = true
  try {
    return await work()
  } finally {
    quiet = false
  }
}

/** Logs every request once it is answered. The query string is left out: it holds guests' uuids. */
export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now()
    await next()
    if (quiet) return
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
