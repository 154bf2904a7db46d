import type { OrderStatus } from '@matjar/core'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'

/** An order's status in the shopper's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT(accountMessages)
  return (
    <span className="shop-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  )
}
