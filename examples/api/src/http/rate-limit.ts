import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rateLimits } from '../db/schema.ts'
import { ApiError } from './api-error.ts'

export interface RateLimit {
  attempts: number
  windowSeconds: number
}

/** Login: 10 attempts per email per 15 minutes. Forgot-password: 3 per email per 15 minutes. */
export const LOGIN_LIMIT: RateLimit = { attempts: 10, windowSeconds: 15 * 60 }
export const FORGOT_PASSWORD_LIMIT: RateLimit = { attempts: 3, windowSeconds: 15 * 60 }

/**
 * Counts one attempt for the key in one atomic upsert (a window past its end starts over) and
 * answers 429 once the window's attempts are used up.
 */
export async function spendAttempt(db: Database, key: string, limit: RateLimit): Promise<void> {
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
    .returning({ attempts: rateLimits.attempts })
  if ((row?.attempts ?? 0) > limit.attempts) throw new ApiError(429, 'tooManyAttempts')
}
