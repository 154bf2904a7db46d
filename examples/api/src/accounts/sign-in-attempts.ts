import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { rateLimits } from '../db/schema.ts'
import { refusedFor } from '../http/api-error.ts'
import {
  giveBackAttempt,
  perClient,
  type RateLimit,
  refuseIfKnown,
  rememberRefused,
  SIGN_IN_PER_ACCOUNT_AND_CLIENT,
  SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING,
  SIGN_IN_PER_CLIENT,
  SLOW_DOWN_MS,
  spendAttempt,
} from '../http/rate-limit.ts'

/**
 * How long a guess past the account's threshold may wait for its turn; when the next free turn is
 * further off, the guess is refused at once (429, `Retry-After`) without being judged.
 */
const TURN_WAIT_MS = 2_000
/** An address the account signed in from is spared the turns for this long (a day). */
const KNOWN_CLIENT_HOURS = 24

/** What to do once the guess turned out right. */
interface SignInAttempt {
  /** The secret was right: the attempt is not a failure, and the address is the owner's. */
  succeeded(): Promise<void>
}

/**
 * A guess at an account's secret (password, emailed code) from `client`, before it is judged.
 * Refused (429) past the client's limits. Past the account's own threshold, guesses from anywhere
 * take turns, one per `SLOW_DOWN_MS` across every replica: a guess waits for its turn (at most
 * `TURN_WAIT_MS`) or is refused with `Retry-After`, so N guesses at once take N turns, not one.
 * An address the account signed in from within a day does not take turns: the owner is not
 * slowed by a guesser elsewhere.
 */
export async function spendSignInAttempt(
  db: Database,
  kind: string,
  account: string,
  client: string | null,
): Promise<SignInAttempt> {
  const clientKey = perClient(`${kind}:client`, client)
  const pairKey = `${kind}:${account}:client:${client ?? 'unknown'}`
  const accountKey = `${kind}:${account}`
  const known = client !== null && (await isKnownClient(db, account, client))
  // While this process knows the account's turns are taken, a guess is refused before it writes.
  if (!known) refuseIfKnown(accountKey, 'accountBusy')
  await spendAttempt(db, [clientKey, SIGN_IN_PER_CLIENT], [pairKey, SIGN_IN_PER_ACCOUNT_AND_CLIENT])
  if (!known) await takeTurn(db, accountKey, SIGN_IN_PER_ACCOUNT_BEFORE_SLOWING)
  return {
    async succeeded() {
      // This address's earlier mistakes on the account are forgiven; its other counts keep
      // what failed. The account's turns go on: the guesses elsewhere still happened.
      await giveBackAttempt(db, clientKey)
      await giveBackAttempt(db, pairKey, true)
      if (!known) await giveBackAttempt(db, accountKey)
      if (client !== null) await rememberClient(db, account, client)
    },
  }
}

const knownKey = (account: string, client: string) => `known:${account}:${client}`

async function isKnownClient(db: Database, account: string, client: string): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, knownKey(account, client)),
        gt(rateLimits.windowStart, sql`now() - make_interval(hours => ${KNOWN_CLIENT_HOURS})`),
      ),
    )
  return row !== undefined
}

/** The account signed in from `client` now (the row is dropped by the cleanup after a day). */
async function rememberClient(db: Database, account: string, client: string): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: knownKey(account, client), windowStart: sql`now()`, attempts: 0 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: sql`now()` } })
}

/**
 * Counts one attempt on the account and, past `limit`, takes the account's next turn: the row is
 * locked while the turn is read and moved on, so replicas hand out each turn once. Waits for the
 * turn, or refuses when it is more than `TURN_WAIT_MS` away (the refused guess is not counted).
 */
async function takeTurn(db: Database, key: string, limit: RateLimit): Promise<void> {
  refuseIfKnown(key, 'accountBusy')
  const outcome = await retryingTransaction(db, async (tx) => {
    // Takes the row's lock (making it if new) and reads it with the clock after the lock.
    const [row] = await tx
      .insert(rateLimits)
      .values({ key, windowStart: sql`clock_timestamp()`, attempts: 0 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { key: sql`excluded.key` } })
      .returning({
        windowStart: rateLimits.windowStart,
        attempts: rateLimits.attempts,
        nextTurnAt: rateLimits.nextTurnAt,
        now: sql<string>`clock_timestamp()`.mapWith((value) => new Date(value)),
      })
    if (!row) throw new Error(`rate limit ${key} was not written`)
    const now = row.now.getTime()
    const fresh = row.windowStart.getTime() + limit.windowSeconds * 1000 < now
    const attempts = (fresh ? 0 : row.attempts) + 1
    const slowed = attempts > limit.attempts
    const turnAt = Math.max(row.nextTurnAt?.getTime() ?? now, now)
    if (slowed && turnAt - now > TURN_WAIT_MS) {
      return { refusedFor: turnAt - TURN_WAIT_MS - now, waitMs: 0 }
    }
    await tx
      .update(rateLimits)
      .set({
        attempts,
        windowStart: fresh ? row.now : row.windowStart,
        nextTurnAt: slowed ? new Date(turnAt + SLOW_DOWN_MS) : row.nextTurnAt,
      })
      .where(eq(rateLimits.key, key))
    return { refusedFor: 0, waitMs: slowed ? turnAt - now : 0 }
  })
  if (outcome.refusedFor > 0) {
    rememberRefused(key, Date.now() + outcome.refusedFor)
    throw refusedFor('accountBusy', outcome.refusedFor)
  }
  if (outcome.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, outcome.waitMs))
}
