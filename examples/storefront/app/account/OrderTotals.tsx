import { formatMoney, type Language, type MessageValues, type Money } from '@matjar/core'
import { accountMessages } from '../messages/account.ts'
import { shopMessages } from '../messages/shop.ts'

interface Amounts {
  sub_total: Money
  /** The offers' savings (orders only: an invoice shows prices as charged). */
  total_discount?: Money
  promo_code?: string | null
  discount: Money
  shipping_cost: Money
  tax_amount: Money
  total_price: Money
}

const isZero = (amount: Money) => Number(amount) === 0

/**
 * An order's or invoice's amounts: subtotal, savings, promo, shipping, VAT included, total. No
 * hooks: the downloaded invoice renders it outside the app (the account's and the shop's words
 * loaded in `language`).
 */
export function OrderTotals({
  order,
  language,
  vatRate = 15,
}: {
  order: Amounts
  language: Language
  vatRate?: number
}) {
  const t = (key: Parameters<typeof accountMessages.translate>[1], values?: MessageValues) =>
    accountMessages.translate(language, key, values)
  const shop = (key: Parameters<typeof shopMessages.translate>[1]) =>
    shopMessages.translate(language, key)
  const money = (amount: Money) => formatMoney(amount, language)
  return (
    <dl className="shop-summary">
      <div>
        <dt>{shop('subtotal')}</dt>
        <dd>{money(order.sub_total)}</dd>
      </div>
      {order.total_discount && !isZero(order.total_discount) ? (
        <div>
          <dt>{t('youSaved')}</dt>
          <dd>{money(order.total_discount)}</dd>
        </div>
      ) : null}
      {!isZero(order.discount) ? (
        <div>
          <dt>{t('promoCodeNamed', { code: order.promo_code ?? '' })}</dt>
          <dd>{money(`-${order.discount}`)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{shop('shipping')}</dt>
        <dd>{isZero(order.shipping_cost) ? t('free') : money(order.shipping_cost)}</dd>
      </div>
      <div>
        <dt>{t('vatIncludedRate', { rate: vatRate })}</dt>
        <dd>{money(order.tax_amount)}</dd>
      </div>
      <div>
        <dt>{shop('total')}</dt>
        <dd data-testid="order-total">{money(order.total_price)}</dd>
      </div>
    </dl>
  )
}
