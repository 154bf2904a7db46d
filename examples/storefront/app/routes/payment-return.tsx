import { useEffect } from 'react'
import { forgetCheckoutChoice } from '../cart/checkout-choice.ts'
import { LeftToRightValue } from '../components/LeftToRightValue.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import type { Route } from './+types/payment-return'

const OUTCOMES = {
  paid: 'paymentPaid',
  cancelled: 'paymentCancelled',
  refunded: 'paymentRefunded',
} as const

export const loader = ({ request }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams
  const payment = query.get('payment') ?? ''
  const order = (query.get('order') ?? '').slice(0, 40)
  return {
    outcome: payment in OUTCOMES ? OUTCOMES[payment as keyof typeof OUTCOMES] : null,
    order,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [
    { title: `${t('paymentTitle')} | ${t('shopName')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * `/payment-return?order=…&payment=paid|cancelled|refunded`: where the card provider's page sends
 * the shopper back after a checkout. It says how the payment ended; the order's own page (for a
 * customer) stays the record. A cancelled (or declined and given up) payment has put the cart
 * back as it was: the page says so and leads back to it.
 */
export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { outcome, order } = loaderData
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  const cancelled = outcome === 'paymentCancelled'
  // Paid (or refunded): the choices kept for a return to the checkout are no longer needed.
  useEffect(() => {
    if (outcome && !cancelled) forgetCheckoutChoice()
  }, [outcome, cancelled])
  return (
    <section className="shop-confirmation" aria-live="polite">
      <h1>
        {outcome ? (
          // The order number kept whole and left to right in an Arabic sentence ("MJ-261207-…").
          <LeftToRightValue
            message={(number) => t(outcome, { number })}
            value={order}
            className="shop-nowrap"
          />
        ) : (
          t('paymentUnknown')
        )}
      </h1>
      {cancelled ? <p>{t('cartRestored')}</p> : null}
      <p className="shop-return-links">
        {cancelled ? (
          <ShopLink className="matjar-button" to="/cart">
            {t('backToCart')}
          </ShopLink>
        ) : (
          <ShopLink className="matjar-button" to="/products">
            {shop('browse')}
          </ShopLink>
        )}
        <ShopLink to="/user-profile/new-orders">{t('myOrders')}</ShopLink>
      </p>
    </section>
  )
}
