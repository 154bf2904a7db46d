import { sdkMessages } from '@matjar/core'
import { useToasts } from '@matjar/react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'

/**
 * Back on the wallet from the card provider's page (`?payment=paid` or `cancelled`): says how the
 * recharge ended, once, and drops the query so a reload does not say it again.
 */
export const useRechargeReturn = () => {
  const t = useT(accountMessages)
  const sdk = useT(sdkMessages)
  const { show } = useToasts()
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
}
