import { useMoney } from '@matjar/react'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { useShownCart } from './cart-page.ts'

/**
 * What the cart comes to: subtotal, savings, the promo discount and the total, then the VAT it
 * includes and when shipping is added (free above the shop's threshold, when it has one).
 */
export function CartTotals({ freeAbove }: { freeAbove: string | null | undefined }) {
  const cart = useShownCart()
  // Amounts with the currency label of the shopper's language: SAR 12.00, ‏12.00 ريال.
  const money = useMoney()
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  const server = cart.cart
  return (
    <>
      <dl className="shop-totals">
        <div>
          <dt>{shop('subtotal')}</dt>
          <dd data-testid="subtotal">{money(cart.subtotal)}</dd>
        </div>
        {cart.savings !== '0.00' ? (
          <div>
            <dt>{t('savings')}</dt>
            <dd data-testid="savings">{money(cart.savings)}</dd>
          </div>
        ) : null}
        {server?.promo_code ? (
          <div>
            <dt>
              {shop('promoDiscount')} {server.promo_code}
            </dt>
            <dd data-testid="discount">{money(`-${server.discount}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{shop('total')}</dt>
          <dd data-testid="total">{money(cart.total)}</dd>
        </div>
      </dl>
      <p className="shop-note">
        {t('vatIncluded', { amount: money(server?.tax_amount ?? '0.00') })}.{' '}
        {freeAbove ? t('freeShippingAbove', { amount: money(freeAbove) }) : t('shippingAtCheckout')}
      </p>
    </>
  )
}
