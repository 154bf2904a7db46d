import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { customers, sessions } from '../db/schema.ts'

/** Sessions last 30 days from sign-in. */
const SESSION_DAYS = 30

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Starts a session: a 256-bit random token, kept only as its SHA-256. */
export async function startSession(db: Database, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    customerId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  })
  return token
}

export type Customer = typeof customers.$inferSelect

/** The customer a live (not revoked, not expired) token belongs to, or null. */
export async function customerOfToken(db: Database, token: string): Promise<Customer | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
  return row?.customer ?? null
}

/** Revokes the session of this token (logout). */
export async function endSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
}
