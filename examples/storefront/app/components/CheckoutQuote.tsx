import type { CheckoutQuote as Quote } from '@matjar/core'
import { useMoney, useStorefront } from '@matjar/react'
import { useEffect, useState } from 'react'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/** Where the order goes: a customer's saved address, or a city from the shop's list. */
export type QuoteDestination = { addressId: number } | { city: string }

/**
 * What the checkout will charge, shown before "Place order": sub-total, promo discount, shipping
 * to the chosen address and the VAT inside the total, as the API works them out by the rules it
 * charges by (`POST /actions/checkout/quote`). It asks again when the destination or the cart
 * (`cartVersion`) changes.
 */
export function CheckoutQuote({
  destination,
  cartVersion,
  onQuote,
}: {
  destination: QuoteDestination
  cartVersion: string
  /** Told each quote as it arrives (null while asking or when it failed). */
  onQuote?: (quote: Quote | null) => void
}) {
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  const money = useMoney()
  const storefront = useStorefront()
  const [quote, setQuoteState] = useState<Quote | null>(null)
  const [failed, setFailed] = useState(false)
  const setQuote = (next: Quote | null) => {
    setQuoteState(next)
    onQuote?.(next)
  }
  const target = 'addressId' in destination ? `a${destination.addressId}` : `c${destination.city}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` and `cartVersion` name what the quote depends on
  useEffect(() => {
    let current = true
    const uuid = storefront.guestCartId()
    setFailed(false)
    storefront.client
      .call('quoteCheckout', {
        body: {
          ...(uuid ? { uuid } : {}),
          ...('addressId' in destination
            ? { address_id: destination.addressId }
            : { city: destination.city }),
        },
      })
      .then((answer) => current && setQuote(answer.data))
      .catch(() => {
        if (!current) return
        setQuote(null)
        setFailed(true)
      })
    return () => {
      current = false
    }
  }, [storefront, target, cartVersion])

  if (failed) return <p className="shop-form-error">{t('quoteFailed')}</p>
  return (
    <dl className="shop-totals shop-quote" aria-busy={quote === null} data-testid="quote">
      <div>
        <dt>{shop('subtotal')}</dt>
        <dd>{quote ? money(quote.sub_total) : '…'}</dd>
      </div>
      {quote && quote.discount !== '0.00' ? (
        <div>
          <dt>{shop('promoDiscount')}</dt>
          <dd>{money(`-${quote.discount}`)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{shop('shipping')}</dt>
        <dd data-testid="quote-shipping">
          {quote
            ? quote.shipping_cost === '0.00'
              ? t('freeShipping')
              : money(quote.shipping_cost)
            : '…'}
        </dd>
      </div>
      <div>
        <dt>{t('vatInTotal')}</dt>
        <dd>{quote ? money(quote.tax_amount) : '…'}</dd>
      </div>
      <div className="shop-quote-total">
        <dt>{t('toPay')}</dt>
        <dd data-testid="quote-total">{quote ? money(quote.total_price) : '…'}</dd>
      </div>
    </dl>
  )
}
