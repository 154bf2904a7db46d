import { formatMoney, type Language, type Money, translate } from '@matjar/core'
import { clsx } from 'clsx'

export interface PriceProps {
  price: Money
  /** The price before an offer: shown struck through, with the discount text. */
  priceBefore?: Money | null
  discountText?: string | null
  language?: Language
  className?: string
}

/** A price in riyal (SAR / ريال), with the price before and the discount when on offer. */
export function Price({
  price,
  priceBefore,
  discountText,
  language = 'en',
  className,
}: PriceProps) {
  const now = formatMoney(price, language)
  const onOffer = Boolean(priceBefore)
  return (
    <span className={clsx('matjar-price', className)} data-on-offer={onOffer ? '' : undefined}>
      <span className="matjar-price-now">{now}</span>
      {priceBefore ? (
        <>
          <s className="matjar-price-before">
            <span className="matjar-visually-hidden">
              {translate(language, 'price.before', { price: '' }).trim()}{' '}
            </span>
            {formatMoney(priceBefore, language)}
          </s>
          {discountText ? <span className="matjar-price-discount">{discountText}</span> : null}
        </>
      ) : null}
    </span>
  )
}
