import { and, isNotNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { carts, idempotencyKeys, mailJobs, rateLimits } from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'

export interface CleanupOptions {
  /** Seconds between two runs. */
  intervalSeconds: number
  /** A guest's cart untouched for this many days is dropped. */
  guestCartMaxAgeDays: number
}

/** Longer than any attempt window (15 minutes): a row this old counts nothing any more. */
const RATE_LIMIT_ROW_HOURS = 24
/** An Idempotency-Key replays its first answer for this long (as card providers keep theirs). */
export const IDEMPOTENCY_KEY_HOURS = 24
/** Taken by the replica that cleans up, for the length of its transaction. */
export const CLEANUP_LOCK = 7_261_042

export interface CleanupReport {
  /** False when another replica was cleaning up at the same moment. */
  ran: boolean
  rateLimits: number
  idempotencyKeys: number
  guestCarts: number
}

/**
 * Deletes what no one will ask for again: attempt counters past every window, Idempotency-Keys
 * past their replay time, and guests' carts untouched for `guestCartMaxAgeDays` (their lines go
 * with them). One transaction under an advisory lock, so with several replicas one cleans at a
 * time and the others skip the turn.
 */
export async function cleanUp(
  db: Database,
  options: Pick<CleanupOptions, 'guestCartMaxAgeDays'>,
): Promise<CleanupReport> {
  return retryingTransaction(db, async (tx) => {
    const answer: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as taken`,
    )
    // postgres.js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
      taken: boolean
    }[]
    if (!rows[0]?.taken) return { ran: false, rateLimits: 0, idempotencyKeys: 0, guestCarts: 0 }
    const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`
    const limits = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, hoursAgo(RATE_LIMIT_ROW_HOURS)))
      .returning({ key: rateLimits.key })
    const keys = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, hoursAgo(IDEMPOTENCY_KEY_HOURS)))
      .returning({ key: idempotencyKeys.key })
    // Mails that could not be sent after all their attempts.
    await tx.delete(mailJobs).where(lt(mailJobs.createdAt, hoursAgo(RATE_LIMIT_ROW_HOURS)))
    const guestCarts = await tx
      .delete(carts)
      .where(
        and(
          isNotNull(carts.uuid),
          lt(carts.updatedAt, sql`now() - make_interval(days => ${options.guestCartMaxAgeDays})`),
        ),
      )
      .returning({ id: carts.id })
    return {
      ran: true,
      rateLimits: limits.length,
      idempotencyKeys: keys.length,
      guestCarts: guestCarts.length,
    }
  })
}

/** Runs `cleanUp` every `intervalSeconds` in this process; answers a function that stops it. */
export function startCleanup(db: Database, options: CleanupOptions, logger: Logger): () => void {
  const timer = setInterval(() => {
    cleanUp(db, options).then(
      (report) => {
        if (report.ran) logger.info({ cleanup: report })
      },
      (error: Error) => logger.error({ cleanup: 'failed', error: error.message }),
    )
  }, options.intervalSeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
