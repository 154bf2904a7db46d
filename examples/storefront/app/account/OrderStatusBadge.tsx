import type { OrderStatus } from '@matjar/core'
import { useLocale } from '@matjar/react'
import { translateAccount } from './account-messages.ts'

/** An order's status in the shopper's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { language } = useLocale()
  return (
    <span className="shop-status" data-status={status}>
      {translateAccount(language, `status.${status}`)}
    </span>
  )
}
