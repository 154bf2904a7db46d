import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '../db/retrying-transaction.ts'
import { customers, pointsEntries, walletEntries } from '../db/schema.ts'

type Reader = Pick<Transaction, 'select'>

/**
 * Takes the customer's row lock for the rest of the transaction. Every movement of a customer's
 * wallet or points takes it first, so two payments (or a payment and a conversion) of one customer
 * run one after the other and each sees the balance the other left.
 */
export async function lockCustomer(tx: Transaction, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update')
}

/** The wallet balance in halalas: the sum of its ledger. */
export async function walletBalance(tx: Reader, customerId: number): Promise<number> {
  const [row] = await tx
    // A sum of 32-bit amounts is a bigint: it never overflows, whatever the balance.
    .select({ sum: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number) })
    .from(walletEntries)
    .where(eq(walletEntries.customerId, customerId))
  return row?.sum ?? 0
}

/** The points balance: the sum of its ledger. */
export async function pointsBalance(tx: Reader, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${pointsEntries.points}), 0)`.mapWith(Number) })
    .from(pointsEntries)
    .where(eq(pointsEntries.customerId, customerId))
  return row?.sum ?? 0
}

/** What `points` are worth in halalas at `pointsPerRiyal` points to 1.00 SAR (rounded down). */
export const pointsWorth = (points: number, pointsPerRiyal: number): number =>
  Math.floor((points * 100) / pointsPerRiyal)
