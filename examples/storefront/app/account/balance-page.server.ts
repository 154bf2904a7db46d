import type { StorefrontClient } from '@matjar/core'
import { loadAsCustomer } from './account.server.ts'
import { type LedgerReader, ledgerQuery } from './Ledger.tsx'
import { pageOf } from './page-param.ts'

/**
 * A balance's page (the wallet, the points) as the signed-in customer: the balance, and the
 * `?page=` of its ledger read with the same `ledger` the page's Load More uses.
 */
export const loadBalancePage = <B, T>(
  request: Request,
  balance: (api: StorefrontClient) => Promise<{ data: B }>,
  ledger: LedgerReader<T>,
) =>
  loadAsCustomer(request, async (api) => {
    const [current, transactions] = await Promise.all([
      balance(api),
      ledger(api, ledgerQuery(pageOf(request))),
    ])
    return { balance: current.data, transactions: transactions.data }
  })
