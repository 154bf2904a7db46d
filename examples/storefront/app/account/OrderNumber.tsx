import type { Language } from '@matjar/core'
import { translateAccount } from './account-messages.ts'

/**
 * "Order MJ-261122-6BDEBV" with the number kept whole and left to right: in Arabic, and on a
 * phone, it neither breaks at its hyphens nor swaps its parts around the words.
 */
export function OrderNumber({ number, language }: { number: string; language: Language }) {
  const [before = '', after = ''] = translateAccount(language, 'orderNumber', {
    number: '\u0000',
  }).split('\u0000')
  return (
    <>
      {before}
      <bdi dir="ltr" className="shop-nowrap">
        {number}
      </bdi>
      {after}
    </>
  )
}
