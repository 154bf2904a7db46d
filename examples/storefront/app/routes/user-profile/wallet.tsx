import { formatMoney, MAX_RECHARGE, sdkMessages } from '@matjar/core'
import { useLocale, useStorefront, useToasts } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { type FormEvent, useEffect } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import { accountTitle } from '../../account/account-meta.ts'
import { toAmount } from '../../account/amounts.ts'
import { Ledger } from '../../account/Ledger.tsx'
import { usePagedList } from '../../account/PagedList.tsx'
import { pageOf } from '../../account/page-param.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { useBalanceChange } from '../../account/use-balance-change.ts'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/wallet'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => {
    const [wallet, transactions] = await Promise.all([
      api.call('getWallet'),
      api.call('listWalletTransactions', { query: { page: pageOf(request), per_page: 10 } }),
    ])
    return {
      wallet: wallet.data,
      transactions: transactions.data,
    }
  })

export function ErrorBoundary() {
  return <SectionError failure="error_page.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'wallet') : []

/** `/user-profile/wallet`: the balance, a recharge by card, and the ledger newest first. */
export default function Wallet({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const sdk = useT(sdkMessages)
  const shop = useT(shopMessages)
  const storefront = useStorefront()
  const { show } = useToasts()
  const { revalidate } = useRevalidator()
  const change = useBalanceChange('amount', 'wallet.recharge_failed')
  // Back from the card provider's page: say how the recharge ended, once.
  const [search, setSearch] = useSearchParams()
  const returned = search.get('payment')
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per return; the query is cleared at once
  useEffect(() => {
    if (returned !== 'paid' && returned !== 'cancelled') return
    show(
      returned === 'paid'
        ? { kind: 'success', message: sdk('wallet.recharged') }
        : { kind: 'info', message: t('rechargeCancelled') },
    )
    setSearch(
      (current) => {
        current.delete('payment')
        return current
      },
      { replace: true },
    )
  }, [returned])
  const list = usePagedList(
    loaderData.transactions,
    async (page) =>
      (await storefront.client.call('listWalletTransactions', { query: { page, per_page: 10 } }))
        .data,
  )

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
      formElement.reset()
      show({ kind: 'success', message: sdk('wallet.recharged') })
      void revalidate()
    })
  }

  return (
    <section aria-labelledby="wallet-title" className="shop-account-stack">
      <div className="shop-account-card">
        <h1 id="wallet-title">{shop('wallet')}</h1>
        <p className="shop-muted">{t('balance')}</p>
        <p className="shop-balance" data-testid="wallet-balance">
          {formatMoney(loaderData.wallet.balance, language)}
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
        entries={list.items.map((entry) => ({
          id: entry.id,
          at: entry.created_at,
          what: t(`kind.${entry.kind}`),
          reference: <bdi dir="ltr">{entry.reference ?? ''}</bdi>,
          amount: `${entry.amount.startsWith('-') ? '−' : '+'}${formatMoney(entry.amount.replace(/^-/, ''), language)}`,
          sign: entry.amount.startsWith('-') ? 'out' : 'in',
        }))}
        amountHeading={t('amount')}
        empty={<AccountEmpty>{t('noWalletTransactions')}</AccountEmpty>}
        meta={list.meta}
        onLoadMore={() => void list.loadMore()}
      />
    </section>
  )
}
