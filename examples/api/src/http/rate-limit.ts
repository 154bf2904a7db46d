import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rateLimits } from '../db/schema.ts'
import type { MessageKey } from '../messages/translate.ts'
import { refusedFor } from './api-error.ts'

export interface RateLimit {
  attempts: number
  windowSeconds: number
}

const QUARTER_HOUR = 15 * 60

/**
 * Sign-in (and the other guesses of a secret: confirmation and reset codes). A wrong guess never
 * locks the rightful owner out: the block is per account **and** client address, so an attacker
 * elsewhere cannot spend the owner's attempts; per account alone there is only a slow-down.
 */
export const SIGN_IN_PER_ACCOUNT_AND_CLIENT: RateLimit = {
  attempts: 10,
  windowSeconds: QUARTER_HOUR,
}
/**
 * One client trying many accounts (different emails) is stopped, before any password is hashed.
 * Generous enough for many shoppers behind one address (an office, a carrier's NAT).
 */
export const SIGN_IN_PER_CLIENT: RateLimit = { attempts: 50, windowSeconds: QUARTER_HOUR }
/**
 * Past this many attempts on one account from anywhere (successes given back), attempts take
 * turns: one per `SLOW_DOWN_MS` on the account, across every replica (sign-in-attempts.ts).
 */
export const SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING: RateLimit = {
  attempts: 20,
  windowSeconds: QUARTER_HOUR,
}
export const SLOW_DOWN_MS = 1_000
/** Mails sent on request (sign-up and reset codes): per email, and per client. */
export const MAILS_PER_EMAIL: RateLimit = { attempts: 3, windowSeconds: QUARTER_HOUR }
export const MAILS_PER_CLIENT: RateLimit = { attempts: 30, windowSeconds: QUARTER_HOUR }
/** Promo codes tried: per cart owner (customer or guest cart), and per client across carts. */
export const PROMO_PER_OWNER: RateLimit = { attempts: 10, windowSeconds: QUARTER_HOUR }
export const PROMO_PER_CLIENT: RateLimit = { attempts: 50, windowSeconds: QUARTER_HOUR }
/** Contact-form messages per client. */
export const CONTACT_PER_CLIENT: RateLimit = { attempts: 10, windowSeconds: 60 * 60 }

/**
 * Counts one attempt for the key in one atomic upsert (a window past its end starts over) and
 * answers how many the window holds now, this one included, and when the window started. In the
 * database, so every replica counts the same attempts.
 */
async function countAttemptInWindow(db: Database, key: string, limit: RateLimit) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        attempts: sql`CASE WHEN ${rateLimits.windowStart} + ${window} < now() THEN 1 ELSE ${rateLimits.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} + ${window} < now() THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ attempts: rateLimits.attempts, windowStart: rateLimits.windowStart })
  return { attempts: row?.attempts ?? 0, windowStart: row?.windowStart ?? new Date() }
}

/**
 * Keys this process has seen over their limit, with when their window ends: a flood of refused
 * attempts is answered from here, without a database round trip each. (Another replica learns it
 * from the database on its first attempt.)
 */
const refusedUntil = new Map<string, number>()
const REFUSED_KEPT = 10_000

/** Refuses the attempt (429 with Retry-After) when this process knows the key is refused now. */
export function refuseIfKnown(key: string | null, messageKey: MessageKey = 'tooManyAttempts') {
  const until = key === null ? 0 : (refusedUntil.get(key) ?? 0)
  if (until > Date.now()) throw refusedFor(messageKey, until - Date.now())
}

/** Remembers that the key is refused until `until` (milliseconds since the epoch). */
export function rememberRefused(key: string, until: number): void {
  // Small entries, at most 10,000 of them: those past their window go first.
  if (refusedUntil.size >= REFUSED_KEPT) {
    const now = Date.now()
    for (const [kept, ends] of refusedUntil) if (ends <= now) refusedUntil.delete(kept)
    if (refusedUntil.size >= REFUSED_KEPT) refusedUntil.clear()
  }
  refusedUntil.set(key, until)
}

/**
 * Counts one attempt for each key, in the order given (the per-client key first: a refused client
 * then writes nothing more, whatever carts or emails it makes up), and answers 429 once any
 * window's attempts are used up. A key this process already knows is refused stops the attempt
 * before anything is counted. A null key (a per-client limit for a caller whose address is
 * unknown) counts nothing.
 */
export async function spendAttempt(
  db: Database,
  ...limits: [key: string | null, limit: RateLimit][]
): Promise<void> {
  for (const [key] of limits) refuseIfKnown(key)
  for (const [key, limit] of limits) {
    if (key === null) continue
    const counted = await countAttemptInWindow(db, key, limit)
    if (counted.attempts > limit.attempts) {
      const until = counted.windowStart.getTime() + limit.windowSeconds * 1000
      rememberRefused(key, until)
      throw refusedFor('tooManyAttempts', until - Date.now())
    }
  }
}

/**
 * Gives back one attempt counted for the key (a sign-in that succeeded is not a failure), or
 * forgets all of them with `all`.
 */
export async function giveBackAttempt(db: Database, key: string | null, all = false) {
  if (key === null) return
  await db
    .update(rateLimits)
    .set({ attempts: all ? 0 : sql`greatest(${rateLimits.attempts} - 1, 0)` })
    .where(eq(rateLimits.key, key))
}

/** The key of a per-client limit, or null (nothing counted) when the caller's address is unknown. */
export const perClient = (name: string, client: string | null): string | null =>
  client === null ? null : `${name}:${client}`
