import { createHash, randomInt } from 'node:crypto'
import type { RegisterRequest } from '@matjar/core/contract'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { customers, pendingRegistrations } from '../db/schema.ts'
import type { MailTransport } from '../mail/mail-transport.ts'
import { type Language, translate } from '../messages/translate.ts'
import { hashPassword } from './passwords.ts'
import type { Customer } from './sessions.ts'

/** A confirmation code lives 30 minutes; five wrong codes cancel the sign-up. */
const CODE_MINUTES = 30
const WRONG_CODES_ALLOWED = 5

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`register:${email}:${code}`).digest('hex')

/**
 * Starts a sign-up. A new email is mailed a single-use code (signing up again replaces the
 * earlier one); an email that already has an account is mailed a note instead. Either way the
 * caller learns nothing, and the password is hashed in both cases so the time says nothing either.
 */
export async function startRegistration(
  db: Database,
  mail: MailTransport,
  registration: RegisterRequest,
  language: Language,
): Promise<void> {
  const email = registration.email.toLowerCase()
  const passwordHash = await hashPassword(registration.password)
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
  if (customer) {
    await mail.send({
      to: email,
      subject: translate(language, 'alreadyACustomerMailSubject'),
      text: translate(language, 'alreadyACustomerMailText'),
    })
    return
  }
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0')
  const pending = {
    userName: registration.user_name,
    firstName: registration.first_name,
    lastName: registration.last_name,
    phone: registration.phone,
    passwordHash,
    codeHash: hashCode(email, code),
    failedAttempts: 0,
    expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
  }
  await db
    .insert(pendingRegistrations)
    .values({ email, ...pending })
    .onConflictDoUpdate({ target: pendingRegistrations.email, set: pending })
  await mail.send({
    to: email,
    subject: translate(language, 'confirmationMailSubject'),
    text: translate(language, 'confirmationMailText', { code, minutes: CODE_MINUTES }),
  })
}

/**
 * Makes the account from a live sign-up whose code matches, and spends the sign-up. Answers the
 * new customer, or null when the code is wrong, expired or used up (a wrong code counts against
 * the sign-up), or when the email found an account meanwhile (e.g. through Google).
 */
export async function confirmRegistration(
  db: Database,
  email: string,
  code: string,
): Promise<Customer | null> {
  return retryingTransaction(db, async (tx) => {
    const [pending] = await tx
      .select()
      .from(pendingRegistrations)
      .where(
        and(eq(pendingRegistrations.email, email), gt(pendingRegistrations.expiresAt, sql`now()`)),
      )
      .for('update')
    if (!pending) return null
    if (pending.codeHash !== hashCode(email, code)) {
      if (pending.failedAttempts + 1 >= WRONG_CODES_ALLOWED) {
        await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email))
      } else {
        await tx
          .update(pendingRegistrations)
          .set({ failedAttempts: pending.failedAttempts + 1 })
          .where(eq(pendingRegistrations.email, email))
      }
      return null
    }
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email))
    const [customer] = await tx
      .insert(customers)
      .values({
        userName: pending.userName,
        firstName: pending.firstName,
        lastName: pending.lastName,
        email,
        phone: pending.phone,
        passwordHash: pending.passwordHash,
        emailVerified: true,
      })
      .onConflictDoNothing({ target: customers.email })
      .returning()
    return customer ?? null
  })
}
