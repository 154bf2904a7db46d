import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import {
  BAD_TOKEN,
  IDEMPOTENCY_CONFLICT,
  INVALID_INPUT,
  MALFORMED_BODY,
  RATE_LIMITED,
} from './failures.ts'
import { idempotencyHeadersSchema } from './idempotency.ts'
import { pageQuerySchema, paginated } from './pagination.ts'
import {
  walletRechargeRequestSchema,
  walletRechargeResultSchema,
  walletSchema,
  walletTransactionSchema,
} from './wallet.ts'

export const walletEndpoints = defineEndpoints({
  getWallet: {
    method: 'GET',
    path: '/auth/wallet',
    access: 'customer',
    summary: "The wallet's balance.",
    response: successEnvelope(walletSchema),
    errors: BAD_TOKEN,
    tag: 'Wallet',
  },
  listWalletTransactions: {
    method: 'GET',
    path: '/auth/wallet/transactions',
    access: 'customer',
    summary: "The wallet's ledger, newest first.",
    query: pageQuerySchema,
    response: successEnvelope(paginated(walletTransactionSchema)),
    errors: { ...BAD_TOKEN, ...INVALID_INPUT },
    tag: 'Wallet',
  },
  rechargeWallet: {
    method: 'POST',
    path: '/auth/wallet/recharge',
    access: 'customer',
    summary: 'Adds money to the wallet, paid by card.',
    headers: idempotencyHeadersSchema,
    body: walletRechargeRequestSchema,
    response: successEnvelope(walletRechargeResultSchema),
    errors: {
      ...MALFORMED_BODY,
      ...BAD_TOKEN,
      402: 'The card was declined; nothing was charged.',
      ...IDEMPOTENCY_CONFLICT,
      ...INVALID_INPUT,
      ...RATE_LIMITED,
    },
    tag: 'Wallet',
  },
})
