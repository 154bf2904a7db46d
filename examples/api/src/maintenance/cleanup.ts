import { and, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import {
  carts,
  idempotencyKeys,
  mailJobs,
  passwordResets,
  pendingRegistrations,
  rateLimits,
  retiredGuestCarts,
  sessions,
} from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import { type CleanupAges, DEFAULT_CLEANUP_AGES } from './cleanup-ages.ts'
import { cancelAbandonedPayments, deleteOrphanedUploads } from './cleanup-outside.ts'

export interface CleanupOptions extends CleanupAges {
  /** Seconds between two runs. */
  intervalSeconds: number
}

/** Longer than any attempt window (15 minutes): a row this old counts nothing any more. */
const RATE_LIMIT_ROW_HOURS = 24
/** An Idempotency-Key replays its first answer for this long (as card providers keep theirs). */
const IDEMPOTENCY_KEY_HOURS = 24
/** Taken by the replica that cleans up, for the length of its transaction. */
export const CLEANUP_LOCK = 7_261_042

export interface CleanupReport {
  /** False when another replica was cleaning up at the same moment. */
  ran: boolean
  rateLimits: number
  idempotencyKeys: number
  guestCarts: number
  sessions: number
  passwordResets: number
  pendingRegistrations: number
  retiredGuestCarts: number
}

const NOTHING = {
  rateLimits: 0,
  idempotencyKeys: 0,
  guestCarts: 0,
  sessions: 0,
  passwordResets: 0,
  pendingRegistrations: 0,
  retiredGuestCarts: 0,
}

/**
 * Deletes what no one will ask for again: attempt counters past every window, Idempotency-Keys
 * past their replay time, guests' carts untouched for `guestCartMaxAgeDays` (their lines go with
 * them), expired or revoked sessions, used or expired reset codes, expired sign-ups and retired
 * guest-cart uuids past their ages (cleanup-ages.ts). One transaction under an advisory lock, so
 * with several replicas one cleans at a time and the others skip the turn.
 */
export async function cleanUp(
  db: Database,
  given: Partial<CleanupAges> = {},
): Promise<CleanupReport> {
  const options = { ...DEFAULT_CLEANUP_AGES, ...given }
  return retryingTransaction(db, async (tx) => {
    const answer: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as taken`,
    )
    // postgres.js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
      taken: boolean
    }[]
    if (!rows[0]?.taken) return { ran: false, ...NOTHING }
    const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`
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
    const ended = daysAgo(options.sessionDays)
    const oldSessions = await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended)))
      .returning({ id: sessions.id })
    const resetsBefore = hoursAgo(options.resetHours)
    const resets = await tx
      .delete(passwordResets)
      .where(
        or(lt(passwordResets.expiresAt, resetsBefore), lt(passwordResets.usedAt, resetsBefore)),
      )
      .returning({ id: passwordResets.id })
    const signUps = await tx
      .delete(pendingRegistrations)
      .where(lt(pendingRegistrations.expiresAt, hoursAgo(options.registrationHours)))
      .returning({ email: pendingRegistrations.email })
    const retired = await tx
      .delete(retiredGuestCarts)
      .where(lt(retiredGuestCarts.retiredAt, daysAgo(options.retiredCartDays)))
      .returning({ uuid: retiredGuestCarts.uuid })
    return {
      ran: true,
      rateLimits: limits.length,
      idempotencyKeys: keys.length,
      guestCarts: guestCarts.length,
      sessions: oldSessions.length,
      passwordResets: resets.length,
      pendingRegistrations: signUps.length,
      retiredGuestCarts: retired.length,
    }
  })
}

/**
 * Runs `cleanUp` every `intervalSeconds` in this process, then cancels abandoned card payments
 * and deletes orphaned uploads in `uploadsDir`; answers a function that stops it.
 */
export function startCleanup(
  db: Database,
  options: CleanupOptions,
  logger: Logger,
  uploadsDir: string,
): () => void {
  const timer = setInterval(() => {
    const run = async () => {
      const report = await cleanUp(db, options)
      if (!report.ran) return
      const abandonedPayments = await cancelAbandonedPayments(db, options.abandonedPaymentMinutes)
      const orphanedUploads = await deleteOrphanedUploads(db, uploadsDir, options.uploadHours)
      logger.info({ cleanup: { ...report, abandonedPayments, orphanedUploads } })
    }
    run().catch((error: Error) => logger.error({ cleanup: 'failed', error: error.message }))
  }, options.intervalSeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
