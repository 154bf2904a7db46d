import { formatMoney, formatSignedNumber, type PointsTransaction } from '@matjar/core'
import { useLocale } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { useEffect, useRef } from 'react'
import type { ShouldRevalidateFunction } from 'react-router'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { AccountForm } from '../../account/AccountForm.tsx'
import {
  AnswerNotice,
  answerTo,
  useAnswerToast,
  useSubmitting,
} from '../../account/account-answer.tsx'
import { accountTitle } from '../../account/account-meta.ts'
import { loadBalancePage } from '../../account/balance-page.server.ts'
import { Ledger, type LedgerReader } from '../../account/Ledger.tsx'
import { pointsAction } from '../../account/points-action.server.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { ShopLink } from '../../components/ShopLink.tsx'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/points'

/** The points' ledger, a page at a time: for the loader and for Load More alike. */
const ledger: LedgerReader<PointsTransaction> = (api, query) =>
  api.call('listPointsTransactions', { query })

// `attempt`: the conversion's Idempotency-Key, new each time the page is read (a form sent twice
// converts once); read again after every post, refused or not, so a retry is a new attempt.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await loadBalancePage(request, (api) => api.call('getPoints'), ledger)),
  attempt: crypto.randomUUID(),
})

export const action = ({ request }: Route.ActionArgs) => pointsAction(request)

export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined ? defaultShouldRevalidate : true)

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'points') : []

/**
 * `/user-profile/points`: the points, what they are worth, a conversion into wallet balance (at
 * least the minimum, at most what the customer has), and the ledger.
 */
export default function Points({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  useAnswerToast(actionData)
  const { answer, errors, values } = answerTo(actionData, 'convert')
  const busy = useSubmitting('convert')
  const form = useRef<HTMLFormElement>(null)
  const converted = answer?.ok ? answer : undefined
  useEffect(() => {
    if (converted) form.current?.reset()
  }, [converted])
  const points = loaderData.balance
  const canConvert = points.points >= points.minimum_conversion
  const refused = answer && !answer.ok ? answer.refused?.message : undefined

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
      <AnswerNotice answer={answer} />
      {canConvert ? (
        <AccountForm ref={form} intent="convert" titleId="convert-title">
          <input type="hidden" name="attempt" value={loaderData.attempt} />
          <h2 id="convert-title">{t('convert')}</h2>
          <TextField
            label={t('pointsToConvert')}
            name="points"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            defaultValue={values?.points ?? String(points.points)}
            error={errors.points ?? refused}
          />
          <Button type="submit" disabled={busy}>
            {t('convert')}
          </Button>
        </AccountForm>
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
          amount: formatSignedNumber(entry.points, language),
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
