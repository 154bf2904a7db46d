import type { PageMeta } from '@matjar/core'
import { useLocale } from '@matjar/react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../dates.ts'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'
import { AccountPager } from './PagedList.tsx'

/** One movement of a balance: when, what, its reference, and the signed amount as shown. */
export interface LedgerEntry {
  id: number
  at: string
  what: string
  reference: ReactNode
  /** Written with its sign (`+SAR 10.00`, `−120`). */
  amount: string
  sign: 'in' | 'out'
}

/**
 * A balance's movements, newest first, with Prev / Next and Load More: the wallet's and the
 * points' ledgers look and read the same. `empty` shows while there is none.
 */
export function Ledger({
  name,
  entries,
  amountHeading,
  empty,
  meta,
  onLoadMore,
}: {
  name: 'wallet' | 'points'
  entries: readonly LedgerEntry[]
  amountHeading: string
  empty: ReactNode
  meta: PageMeta
  onLoadMore: () => void
}) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  return (
    <section aria-labelledby={`${name}-transactions`}>
      <h2 id={`${name}-transactions`}>{t('transactions')}</h2>
      {entries.length === 0 ? (
        empty
      ) : (
        <table className="shop-ledger" data-testid={`${name}-transactions`}>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('what')}</th>
              <th scope="col">{t('reference')}</th>
              <th scope="col">{amountHeading}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatDateTime(language, entry.at)}</time>
                </td>
                <td>{entry.what}</td>
                <td>{entry.reference}</td>
                <td data-amount="" data-sign={entry.sign}>
                  {entry.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AccountPager meta={meta} onLoadMore={onLoadMore} />
    </section>
  )
}
