import { type CheckoutQuote, fromHalalas, toHalalas } from '@matjar/core'
import { useMoney } from '@matjar/react'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/**
 * Paying by wallet as the checkout offers it: with the balance beside it, and disabled, saying
 * how much is missing, when the balance cannot pay the quoted total.
 */
export const useWalletOption = (balance: string | null, quote: CheckoutQuote | null) => {
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  const money = useMoney()
  if (balance === null) return { value: 'wallet', label: shop('wallet') }
  const shortfall = quote ? toHalalas(quote.total_price) - toHalalas(balance) : 0
  if (shortfall > 0) {
    return {
      value: 'wallet',
      label: t('walletShort', {
        balance: money(balance),
        shortfall: money(fromHalalas(shortfall)),
      }),
      disabled: true,
    }
  }
  return { value: 'wallet', label: t('walletWithBalance', { balance: money(balance) }) }
}
