import { POINTS_TRANSACTION_KINDS, WALLET_TRANSACTION_KINDS } from '@matjar/core/contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { customerId } from './accounts.ts'
import { createdAt } from './columns.ts'
import { orders } from './orders.ts'

// Wallet and points are append-only ledgers: a balance is the sum of its entries, never stored.

/**
 * The wallet's ledger: signed halalas. An order is paid once and refunded once at most; a card
 * payment recharges once.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: WALLET_TRANSACTION_KINDS }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_customer_id_index').on(t.customerId),
    uniqueIndex('wallet_entries_once_per_order')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL`),
    // A recharge's reference is its card payment's: one payment credits the wallet once.
    uniqueIndex('wallet_entries_once_per_recharge')
      .on(t.reference)
      .where(sql`${t.kind} = 'recharge'`),
    check('wallet_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
)

/** The points ledger: earned once per delivered order, reversed once, converted at will. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    customerId: customerId(),
    points: integer('points').notNull(),
    kind: text('kind', { enum: POINTS_TRANSACTION_KINDS }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_entries_customer_id_index').on(t.customerId),
    uniqueIndex('points_entries_once_per_order')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
)
