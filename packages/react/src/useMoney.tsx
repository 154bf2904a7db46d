import { type FormatMoneyOptions, formatMoney, type Money as MoneyAmount } from '@matjar/core'
import { useStorefrontContext } from './StorefrontContext.ts'

/** Formats money in the shopper's language: `SAR 1,234.50`, `1,234.50 ريال`. */
export const useMoney = (): ((amount: MoneyAmount, options?: FormatMoneyOptions) => string) => {
  const { language } = useStorefrontContext('useMoney')
  return (amount, options) => formatMoney(amount, language, options)
}

/** A price, formatted the same on the server and in the browser. */
export function Money({ amount, ...options }: { amount: MoneyAmount } & FormatMoneyOptions) {
  const format = useMoney()
  return <span data-money={amount}>{format(amount, options)}</span>
}
