'use client'

import { type FormatMoneyOptions, formatMoney, type Money as MoneyAmount } from '@matjar/core'
import { useLanguageContext } from './StorefrontContext.ts'

export type FormatMoney = (amount: MoneyAmount, options?: FormatMoneyOptions) => string

/**
 * Formats money in the shopper's language: `SAR 1,234.50`, `1,234.50 ريال`. The text is the same
 * on the server and in the browser (no Intl data involved).
 */
export const useMoney = (): FormatMoney => {
  const language = useLanguageContext('useMoney')
  return (amount, options) => formatMoney(amount, language, options)
}

export type MoneyProps = { amount: MoneyAmount } & FormatMoneyOptions

/** A price, formatted the same on the server and in the browser. */
export function Money({ amount, ...options }: MoneyProps) {
  const format = useMoney()
  return <span data-money={amount}>{format(amount, options)}</span>
}
