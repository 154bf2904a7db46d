import { formatMoney, type PointsTransaction } from '@matjar/core'
import { useLocale, useStorefront } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import type { FormEvent } from 'react'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { accountTitle } from '../../account/account-meta.ts'
import { toPoints } from '../../account/amounts.ts'
import { loadBalancePage } from '../../account/balance-page.server.ts'
import { Ledger, type LedgerReader } from '../../account/Ledger.tsx'
import { SectionError } from '../../account/SectionError.tsx'
import { useBalanceChange } from '../../account/use-balance-change.ts'
import { ShopLink } from '../../components/ShopLink.tsx'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/points'

/** The points' ledger, a page at a time: for the loader and for Load More alike. */
const ledger: LedgerReader<PointsTransaction> = (api, query) =>
  api.call('listPointsTransactions', { query })

export const loader = ({ request }: Route.LoaderArgs) =>
  loadBalancePage(request, (api) => api.call('getPoints'), ledger)

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'points') : []

/**
 * `/user-profile/points`: the points, what they are worth, a conversion into wallet balance (at
 * least the minimum, at most what the customer has), and the ledger.
 */
export default function Points({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const storefront = useStorefront()
  const change = useBalanceChange('points', 'points.convert_failed', 'points.converted')
  const points = loaderData.balance
  const canConvert = points.points >= points.minimum_conversion

  const convert = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const wanted = toPoints(String(new FormData(formElement).get('points') ?? ''))
    if (wanted === null || wanted < points.minimum_conversion) {
      change.setError(t('pointsTooFew', { minimum: points.minimum_conversion }))
      return
    }
    if (wanted > points.points) {
      change.setError(t('pointsTooMany', { points: points.points }))
      return
    }
    await change.run(async (idempotencyKey) => {
      await storefront.client.call('convertPoints', {
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { points: wanted },
      })
      change.changed(formElement)
    })
  }

  return (
    <section aria-labelledby="points-title" className="shop-account-stack">
      <div className="shop-account-card">
        <h1 id="points-title">{shop('points')}</h1>
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
            error={change.error}
          />
          <Button type="submit" disabled={change.busy}>
            {t('convert')}
          </Button>
        </form>
      ) : null}
      <Ledger
        name="points"
        first={loaderData.transactions}
        read={ledger}
        entryOf={(entry) => ({
          id: entry.id,
          at: entry.created_at,
          what: t(`points.${entry.kind}`),
          reference: entry.order_id ? (
            <ShopLink to={`/user-profile/orders/${entry.order_id}`}>
              <bdi>{entry.order_number}</bdi>
            </ShopLink>
          ) : null,
          amount: entry.points < 0 ? `−${-entry.points}` : `+${entry.points}`,
          sign: entry.points < 0 ? 'out' : 'in',
        })}
        amountHeading={t('pointsCount')}
        empty={
          <AccountEmpty
            action={
              <ShopLink className="matjar-button" to="/products">
                {t('browseProducts')}
              </ShopLink>
            }
          >
            {t('noPointsTransactions')}
          </AccountEmpty>
        }
      />
    </section>
  )
}
