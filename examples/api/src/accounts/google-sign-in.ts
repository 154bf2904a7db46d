import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { customers } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { GoogleIdentity } from './google-id-token.ts'
import type { Customer } from './sessions.ts'

/**
 * The customer a verified Google identity signs in as: the account that has this Google `sub`;
 * else the account of the same email, linked only when Google vouches for the email (so nobody
 * takes over an account with an unverified address); else a new account without a password.
 */
export async function signInWithGoogle(db: Database, identity: GoogleIdentity): Promise<Customer> {
  const [bySub] = await db.select().from(customers).where(eq(customers.googleSub, identity.sub))
  if (bySub) return bySub
  const [byEmail] = await db.select().from(customers).where(eq(customers.email, identity.email))
  if (byEmail) {
    if (!identity.emailVerified) throw new ApiError(409, 'emailTaken')
    const [linked] = await db
      .update(customers)
      .set({
        googleSub: identity.sub,
        emailVerified: true,
        avatar: byEmail.avatar ?? identity.picture,
      })
      .where(eq(customers.id, byEmail.id))
      .returning()
    return linked ?? byEmail
  }
  const [created] = await db
    .insert(customers)
    .values({
      userName: identity.email.split('@')[0] ?? identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      email: identity.email,
      googleSub: identity.sub,
      avatar: identity.picture,
      emailVerified: identity.emailVerified,
    })
    .returning()
  if (!created) throw new Error('The customer insert returned no row')
  return created
}
