import type { Order } from '@matjar/core'
import { useLocale, useMoney } from '@matjar/react'
import { LeftToRightValue } from '../components/LeftToRightValue.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { formatDay } from '../dates.ts'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/** "Thank you! Order … is confirmed", with its total and delivery day. */
export function OrderConfirmation({ order }: { order: Order }) {
  const { language } = useLocale()
  const money = useMoney()
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  return (
    <section className="shop-confirmation" aria-live="polite">
      <h1>
        <LeftToRightValue
          message={(number) => t('orderConfirmed', { number })}
          value={order.order_number}
          className="shop-nowrap"
        />
      </h1>
      <p>
        {t('orderSummary', {
          total: money(order.total_price),
          date: order.estimated_delivery_date
            ? formatDay(language, order.estimated_delivery_date)
            : '',
        })}
      </p>
      <ShopLink className="matjar-button" to="/products">
        {shop('browse')}
      </ShopLink>
    </section>
  )
}
