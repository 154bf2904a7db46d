import { CURRENCY, fromHalalas, type Wallet, type WalletTransaction } from '@matjar/core/contract'
import type { Database } from '../db/connect.ts'
import type { walletEntries } from '../db/schema.ts'
import { walletBalance } from './ledgers.ts'

/** The customer's wallet as the contract gives it: the balance of its ledger. */
export const walletOf = async (db: Database, customerId: number): Promise<Wallet> => ({
  balance: fromHalalas(await walletBalance(db, customerId)),
  currency: CURRENCY,
})

/** An entry of the wallet's ledger as the contract gives it. */
export const toWalletTransaction = (
  entry: typeof walletEntries.$inferSelect,
): WalletTransaction => ({
  id: entry.id,
  amount: fromHalalas(entry.amount),
  currency: CURRENCY,
  kind: entry.kind,
  reference: entry.reference,
  created_at: entry.createdAt.toISOString(),
})
