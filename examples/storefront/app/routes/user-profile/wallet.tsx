import { formatMoney, type WalletTransaction } from '@matjar/core'
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
import { SectionError } from '../../account/SectionError.tsx'
import { useRechargeReturn } from '../../account/use-recharge-return.ts'
import { walletAction } from '../../account/wallet-action.server.ts'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/wallet'

/** The wallet's ledger, a page at a time: for the loader and for Load More alike. */
const ledger: LedgerReader<WalletTransaction> = (api, query) =>
  api.call('listWalletTransactions', { query })

// `attempt`: the recharge's Idempotency-Key, new each time the page is read (a form sent twice
// charges once); read again after every post, refused or not, so a retry is a new attempt.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await loadBalancePage(request, (api) => api.call('getWallet'), ledger)),
  attempt: crypto.randomUUID(),
})

export const action = ({ request }: Route.ActionArgs) => walletAction(request)

export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined ? defaultShouldRevalidate : true)

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'wallet') : []

/** `/user-profile/wallet`: the balance, a recharge by card, and the ledger newest first. */
export default function Wallet({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  useRechargeReturn()
  useAnswerToast(actionData)
  const { answer, errors, values } = answerTo(actionData, 'recharge')
  const busy = useSubmitting('recharge')
  const form = useRef<HTMLFormElement>(null)
  const recharged = answer?.ok ? answer : undefined
  useEffect(() => {
    if (recharged) form.current?.reset()
  }, [recharged])
  const refused = answer && !answer.ok ? answer.refused?.message : undefined

  return (
    <section aria-labelledby="wallet-title" className="shop-account-stack">
      <div className="shop-account-card">
        <h1 id="wallet-title">{shop('wallet')}</h1>
        <p className="shop-muted">{t('balance')}</p>
        <p className="shop-balance" data-testid="wallet-balance">
          {formatMoney(loaderData.balance.balance, language)}
        </p>
      </div>
      <AnswerNotice answer={answer} />
      <AccountForm ref={form} intent="recharge" titleId="recharge-title">
        <input type="hidden" name="attempt" value={loaderData.attempt} />
        <h2 id="recharge-title">{t('recharge')}</h2>
        <TextField
          label={t('rechargeAmount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          defaultValue={values?.amount ?? ''}
          error={errors.amount ?? refused}
        />
        <Button type="submit" disabled={busy}>
          {t('rechargeByCard')}
        </Button>
      </AccountForm>
      <Ledger
        name="wallet"
        first={loaderData.transactions}
        read={ledger}
        entryOf={(entry) => ({
          id: entry.id,
          at: entry.created_at,
          what: t(`kind.${entry.kind}`),
          // An order's number where there is one; a card payment's id means nothing to a shopper.
          reference:
            entry.kind === 'payment' || entry.kind === 'refund' ? (
              <bdi dir="ltr" className="shop-nowrap">
                {entry.reference ?? ''}
              </bdi>
            ) : null,
          amount: formatMoney(entry.amount, language, { signDisplay: 'always' }),
          sign: entry.amount.startsWith('-') ? 'out' : 'in',
        })}
        amountHeading={t('amount')}
        empty={<AccountEmpty>{t('noWalletTransactions')}</AccountEmpty>}
      />
    </section>
  )
}
