import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rateLimits } from '../db/schema.ts'
import { ApiError } from './api-error.ts'

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
/** Past this many attempts on one account from anywhere, each further attempt waits a second. */
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
 * answers how many the window holds now, this one included. In the database, so every replica
 * counts the same attempts.
 */
async function countAttempt(db: Database, key: string, limit: RateLimit): Promise<number> {
  return (await countAttemptInWindow(db, key, limit)).attempts
}

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
  const now = Date.now()
  for (const [key] of limits) {
    if (key !== null && (refusedUntil.get(key) ?? 0) > now) {
      throw new ApiError(429, 'tooManyAttempts')
    }
  }
  for (const [key, limit] of limits) {
    if (key === null) continue
    const counted = await countAttemptInWindow(db, key, limit)
    if (counted.attempts > limit.attempts) {
      if (refusedUntil.size >= REFUSED_KEPT) refusedUntil.clear()
      refusedUntil.set(key, counted.windowStart.getTime() + limit.windowSeconds * 1000)
      throw new ApiError(429, 'tooManyAttempts')
    }
  }
}

/**
 * A guess at an account's secret (password, emailed code) from `client`: refused past the
 * client's limits, slowed down (never refused) past the account's own.
 */
export async function spendSignInAttempt(
  db: Database,
  kind: string,
  account: string,
  client: string | null,
): Promise<void> {
  await spendAttempt(
    db,
    [perClient(`${kind}:client`, client), SIGN_IN_PER_CLIENT],
    [`${kind}:${account}:client:${client ?? 'unknown'}`, SIGN_IN_PER_ACCOUNT_AND_CLIENT],
  )
  const onAccount = await countAttempt(db, `${kind}:${account}`, SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING)
  if (onAccount > SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING.attempts) {
    await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS))
  }
}

/** The key of a per-client limit, or null (nothing counted) when the caller's address is unknown. */
export const perClient = (name: string, client: string | null): string | null =>
  client === null ? null : `${name}:${client}`
