import type { Language } from '@matjar/core'
import { LeftToRightValue } from '../components/LeftToRightValue.tsx'
import { translateAccount } from './account-messages.ts'

/** "Order MJ-261122-6BDEBV", the number whole: it does not break at its hyphens on a phone. */
export function OrderNumber({ number, language }: { number: string; language: Language }) {
  return (
    <LeftToRightValue
      message={(placeholder) => translateAccount(language, 'orderNumber', { number: placeholder })}
      value={number}
      className="shop-nowrap"
    />
  )
}
