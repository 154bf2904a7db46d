import { formatMoney, MAX_RECHARGE, type WalletTransaction } from '@matjar/core'
import { useLocale, useStorefront } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import type { FormEvent } from 'react'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { accountTitle } from '../../account/account-meta.ts'
import { toAmount } from '../../account/amounts.ts'
import { loadBalancePage } from '../../account/balance-page.server.ts'
import { Ledger, type LedgerReader } from '../../account/Ledger.tsx'
import { SectionError } from '../../account/SectionError.tsx'
import { useBalanceChange } from '../../account/use-balance-change.ts'
import { useRechargeReturn } from '../../account/use-recharge-return.ts'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/wallet'

/** The wallet's ledger, a page at a time: for the loader and for Load More alike. */
const ledger: LedgerReader<WalletTransaction> = (api, query) =>
  api.call('listWalletTransactions', { query })

export const loader = ({ request }: Route.LoaderArgs) =>
  loadBalancePage(request, (api) => api.call('getWallet'), ledger)

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'wallet') : []

/** `/user-profile/wallet`: the balance, a recharge by card, and the ledger newest first. */
export default function Wallet({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const storefront = useStorefront()
  const change = useBalanceChange('amount', 'wallet.recharge_failed', 'wallet.recharged')
  useRechargeReturn()

  const recharge = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const amount = toAmount(String(new FormData(formElement).get('amount') ?? ''))
    if (!amount) {
      change.setError(t('amountInvalid'))
      return
    }
    if (Number(amount) > Number(MAX_RECHARGE)) {
      change.setError(t('amountTooLarge', { max: formatMoney(MAX_RECHARGE, language) }))
      return
    }
    await change.run(async (idempotencyKey) => {
      const answer = await storefront.client.call('rechargeWallet', {
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { amount, payment_method: 'card' },
      })
      // A card payment continues on the provider's page, which sends the customer back here.
      if (answer.data.status === 'awaiting_payment' && answer.data.payment_url) {
        window.location.assign(answer.data.payment_url)
        return
      }
      change.changed(formElement)
    })
  }

  return (
    <section aria-labelledby="wallet-title" className="shop-account-stack">
      <div className="shop-account-card">
        <h1 id="wallet-title">{shop('wallet')}</h1>
        <p className="shop-muted">{t('balance')}</p>
        <p className="shop-balance" data-testid="wallet-balance">
          {formatMoney(loaderData.balance.balance, language)}
        </p>
      </div>
      <form
        noValidate
        onSubmit={recharge}
        className="shop-account-form"
        aria-labelledby="recharge-title"
      >
        <h2 id="recharge-title">{t('recharge')}</h2>
        <TextField
          label={t('rechargeAmount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={change.error}
        />
        <Button type="submit" disabled={change.busy}>
          {t('rechargeByCard')}
        </Button>
      </form>
      <Ledger
        name="wallet"
        first={loaderData.transactions}
        read={ledger}
        entryOf={(entry) => ({
          id: entry.id,
          at: entry.created_at,
          what: t(`kind.${entry.kind}`),
          reference: <bdi dir="ltr">{entry.reference ?? ''}</bdi>,
          amount: `${entry.amount.startsWith('-') ? '−' : '+'}${formatMoney(entry.amount.replace(/^-/, ''), language)}`,
          sign: entry.amount.startsWith('-') ? 'out' : 'in',
        })}
        amountHeading={t('amount')}
        empty={<AccountEmpty>{t('noWalletTransactions')}</AccountEmpty>}
      />
    </section>
  )
}
