import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, moment } from './columns.ts'
import { orders } from './orders.ts'

// What the API keeps for itself, in the database so that every replica shares it.

/**
 * A call made with an Idempotency-Key: who made it (`scope`), a hash of its body, and its answer
 * once it has one. The same key again replays the answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    /** When the running call took the key; a claim older than the bound is recovered. */
    claimedAt: moment('claimed_at').notNull().defaultNow(),
    /** The order the call wrote, in the order's own transaction: a retry after a crash finds it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/** Attempts per key and time window (sign-in, mails, promo codes, contact form). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  attempts: integer('attempts').notNull(),
  /**
   * An account guessed at past its threshold: when the next guess may be judged. Each guess takes
   * the next turn, so guesses on one account are one per turn whatever their number or replica.
   */
  nextTurnAt: moment('next_turn_at'),
})

/**
 * Mails to send after the answer (a password reset): the request only writes a row, the same for
 * an email with or without an account, and the API process sends it (`mail/mail-queue.ts`).
 */
export const mailJobs = pgTable('mail_jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['password-reset'] }).notNull(),
  email: text('email').notNull(),
  language: text('language').notNull(),
  /** A replica sending it holds it until then; past it, another may try again. */
  takenUntil: moment('taken_until'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
})
