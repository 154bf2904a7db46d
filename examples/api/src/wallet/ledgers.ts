import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
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

/** The sum of a customer's entries in a ledger (a 32-bit column summed as a bigint: no overflow). */
const balanceOf = async (
  tx: Reader,
  ledger: typeof walletEntries | typeof pointsEntries,
  value: AnyPgColumn,
  customerId: number,
): Promise<number> => {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number) })
    .from(ledger)
    .where(eq(ledger.customerId, customerId))
  return row?.sum ?? 0
}

/** The wallet balance in halalas: the sum of its ledger. */
export const walletBalance = (tx: Reader, customerId: number): Promise<number> =>
  balanceOf(tx, walletEntries, walletEntries.amount, customerId)

/** The points balance: the sum of its ledger. */
export const pointsBalance = (tx: Reader, customerId: number): Promise<number> =>
  balanceOf(tx, pointsEntries, pointsEntries.points, customerId)
