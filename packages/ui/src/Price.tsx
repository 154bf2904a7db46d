'use client'

import { formatMoney, type Language, type Money } from '@matjar/core'
import { clsx } from 'clsx'
import { useLanguage } from './locale.tsx'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

export interface PriceProps {
  price: Money
  /** The price before an offer: shown struck through, with the discount text. */
  priceBefore?: Money | null
  discountText?: string | null
  /** The language of the currency label; the `LocaleProvider`'s by default. */
  language?: Language
  className?: string
}

/** A price in riyal (SAR / ريال), with the price before and the discount when on offer. */
export function Price({ price, priceBefore, discountText, language: own, className }: PriceProps) {
  const language = useLanguage(own)
  const t = useMessages(uiMessages, language)
  const now = formatMoney(price, language)
  const onOffer = Boolean(priceBefore)
  return (
    <span className={clsx('matjar-price', className)} data-on-offer={onOffer ? '' : undefined}>
      <span className="matjar-price-now">{now}</span>
      {priceBefore ? (
        <>
          <s className="matjar-price-before">
            <span className="matjar-visually-hidden">{t('price.before')} </span>
            {formatMoney(priceBefore, language)}
          </s>
          {discountText ? <span className="matjar-price-discount">{discountText}</span> : null}
        </>
      ) : null}
    </span>
  )
}
