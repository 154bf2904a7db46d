import { createHash, randomInt } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction, type Transaction } from '../db/retrying-transaction.ts'
import { customers, passwordResets, sessions } from '../db/schema.ts'
import type { MailTransport } from '../mail/mail-transport.ts'
import { type Language, translate } from '../messages/translate.ts'
import { hashPassword } from './passwords.ts'
import type { Customer } from './sessions.ts'

/**
 * A reset code lives 30 minutes and works once. Only the newest code mailed works: a new code
 * retires the ones before it, and using a code retires any other (at most one is live).
 */
const CODE_MINUTES = 30

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email}:${code}`).digest('hex')

/**
 * Mails an 8-digit single-use code to the account's email, if the email has an account; the
 * account's earlier codes stop working.
 */
export async function sendResetCode(
  db: Database,
  mail: MailTransport,
  email: string,
  language: Language,
): Promise<void> {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email))
  if (!customer) return
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0')
  await retryingTransaction(db, async (tx) => {
    // The customer's row is locked, so two codes asked for at once leave one live, not two.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customer.id))
      .for('update')
    await retireCodes(tx, customer.id)
    await tx.insert(passwordResets).values({
      customerId: customer.id,
      codeHash: hashCode(email, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
    })
  })
  await mail.send({
    to: customer.email,
    subject: translate(language, 'resetMailSubject'),
    text: translate(language, 'resetMailText', { code, minutes: CODE_MINUTES }),
  })
}

/**
 * Sets a new password with a live code, spends the code, and signs every session out. Answers the
 * customer, or null when the email and code do not match a live code.
 */
export async function resetPassword(
  db: Database,
  email: string,
  code: string,
  password: string,
): Promise<Customer | null> {
  const passwordHash = await hashPassword(password)
  return retryingTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ reset: passwordResets, customer: customers })
      .from(passwordResets)
      .innerJoin(customers, eq(customers.id, passwordResets.customerId))
      .where(
        and(
          eq(customers.email, email),
          eq(passwordResets.codeHash, hashCode(email, code)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .for('update')
    if (!found) return null
    await retireCodes(tx, found.customer.id)
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, found.customer.id))
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.customerId, found.customer.id), isNull(sessions.revokedAt)))
    return { ...found.customer, passwordHash }
  })
}

/** Spends every live code of the customer (the one used, or the ones a new code replaces). */
const retireCodes = (tx: Transaction, customerId: number) =>
  tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)))
