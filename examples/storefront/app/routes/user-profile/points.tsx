import { formatMoney, translate as sdkText } from '@matjar/core'
import { useLocale, useStorefront, useToasts } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import { translateAccount } from '../../account/account-messages.ts'
import { accountTitle } from '../../account/account-meta.ts'
import { toPoints } from '../../account/amounts.ts'
import { AccountPager, usePagedList } from '../../account/PagedList.tsx'
import { pageOf } from '../../account/page-param.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { formatDateTime } from '../../dates.ts'
import { failureOf } from '../../form-errors.ts'
import { languageFromRequest } from '../../language.ts'
import type { Route } from './+types/points'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => {
    const [points, transactions] = await Promise.all([
      api.call('getPoints'),
      api.call('listPointsTransactions', { query: { page: pageOf(request), per_page: 10 } }),
    ])
    return {
      language: languageFromRequest(request),
      points: points.data,
      transactions: transactions.data,
    }
  })

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? accountTitle(page.language, 'points') : []

/**
 * `/user-profile/points`: the points, what they are worth, a conversion into wallet balance (at
 * least the minimum, at most what the customer has), and the ledger.
 */
export default function Points({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = (
    key: Parameters<typeof translateAccount>[1],
    values?: Record<string, string | number>,
  ) => translateAccount(language, key, values)
  const storefront = useStorefront()
  const { show } = useToasts()
  const { revalidate } = useRevalidator()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const attempt = useRef<string | null>(null)
  const { points } = loaderData
  const list = usePagedList(
    loaderData.transactions,
    async (page) =>
      (await storefront.client.call('listPointsTransactions', { query: { page, per_page: 10 } }))
        .data,
  )
  const canConvert = points.points >= points.minimum_conversion

  const convert = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const wanted = toPoints(String(new FormData(formElement).get('points') ?? ''))
    if (wanted === null || wanted < points.minimum_conversion) {
      setError(t('pointsTooFew', { minimum: points.minimum_conversion }))
      return
    }
    if (wanted > points.points) {
      setError(t('pointsTooMany', { points: points.points }))
      return
    }
    setError(null)
    setBusy(true)
    attempt.current ??= crypto.randomUUID()
    try {
      await storefront.client.call('convertPoints', {
        headers: { 'Idempotency-Key': attempt.current },
        body: { points: wanted },
      })
      attempt.current = null
      formElement.reset()
      show({ kind: 'success', message: sdkText(language, 'points.converted') })
      void revalidate()
    } catch (failure) {
      attempt.current = null
      const { fields, message } = failureOf(failure, language, 'points.convert_failed')
      setError(fields.points ?? message)
      show({ kind: 'error', title: sdkText(language, 'points.convert_failed'), message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="points-title" className="shop-account-stack">
      <div className="shop-account-card">
        <h1 id="points-title">{t('points')}</h1>
        <p className="shop-balance" data-testid="points-balance">
          {t('pointsBalance', { points: points.points })}
        </p>
        <p>{t('pointsWorth', { amount: formatMoney(points.worth, language) })}</p>
        <p className="shop-muted">
          {t('pointsRate', { rate: points.points_per_riyal, minimum: points.minimum_conversion })}
        </p>
      </div>
      {canConvert ? (
        <form
          noValidate
          onSubmit={convert}
          className="shop-account-form"
          aria-labelledby="convert-title"
        >
          <h2 id="convert-title">{t('convert')}</h2>
          <TextField
            label={t('pointsToConvert')}
            name="points"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            defaultValue={String(points.points)}
            error={error}
          />
          <Button type="submit" disabled={busy}>
            {t('convert')}
          </Button>
        </form>
      ) : null}
      <section aria-labelledby="points-transactions">
        <h2 id="points-transactions">{t('transactions')}</h2>
        {list.items.length === 0 ? (
          <AccountEmpty
            action={
              <a className="matjar-button" href="/products">
                {t('browse')}
              </a>
            }
          >
            {t('noPointsTransactions')}
          </AccountEmpty>
        ) : (
          <table className="shop-ledger" data-testid="points-transactions">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('reference')}</th>
                <th scope="col">{t('pointsCount')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.created_at}>
                      {formatDateTime(language, entry.created_at)}
                    </time>
                  </td>
                  <td>{t(`points.${entry.kind}`)}</td>
                  <td>
                    {entry.order_id ? (
                      <Link to={`/user-profile/orders/${entry.order_id}`}>
                        <bdi>{entry.order_number}</bdi>
                      </Link>
                    ) : null}
                  </td>
                  <td data-amount="" data-sign={entry.points < 0 ? 'out' : 'in'}>
                    {entry.points < 0 ? `−${-entry.points}` : `+${entry.points}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <AccountPager meta={list.meta} onLoadMore={() => void list.loadMore()} />
      </section>
    </section>
  )
}
