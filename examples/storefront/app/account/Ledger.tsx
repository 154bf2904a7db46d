import type { Paginated, StorefrontClient } from '@matjar/core'
import { useLocale, useStorefront } from '@matjar/react'
import type { ReactNode } from 'react'
import { formatShortDateTime } from '../dates.ts'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'
import { AccountPager, usePagedList } from './PagedList.tsx'

/** A page of a ledger: ten movements, newest first. */
export const ledgerQuery = (page: number) => ({ page, per_page: 10 })

/** How a page of a ledger is read: by the page's loader (its `?page=`) and by Load More alike. */
export type LedgerReader<T> = (
  api: StorefrontClient,
  query: ReturnType<typeof ledgerQuery>,
) => Promise<{ data: Paginated<T> }>

/** One movement of a balance: when, what, its reference, and the signed amount as shown. */
export interface LedgerEntry {
  id: number
  at: string
  what: string
  reference: ReactNode
  /** Written with its sign, as `formatMoney(…, { signDisplay: 'always' })` writes it. */
  amount: string
  sign: 'in' | 'out'
}

/**
 * A balance's movements, newest first, with Prev / Next and Load More: the wallet's and the
 * points' ledgers look and read the same. `first` is the page the loader read with `read`, which
 * also reads the pages Load More appends; `entryOf` says how a movement is shown; `empty` shows
 * while there is none.
 */
export function Ledger<T>({
  name,
  first,
  read,
  entryOf,
  amountHeading,
  empty,
}: {
  name: 'wallet' | 'points'
  first: Paginated<T>
  read: LedgerReader<T>
  entryOf: (movement: T) => LedgerEntry
  amountHeading: string
  empty: ReactNode
}) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const storefront = useStorefront()
  const list = usePagedList(
    first,
    async (page) => (await read(storefront.client, ledgerQuery(page))).data,
  )
  const entries = list.items.map(entryOf)
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
                  <time dateTime={entry.at}>{formatShortDateTime(language, entry.at)}</time>
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
      <AccountPager meta={list.meta} onLoadMore={() => void list.loadMore()} />
    </section>
  )
}
