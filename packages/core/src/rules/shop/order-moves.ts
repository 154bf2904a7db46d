import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status.ts'
import type { PaymentStatus } from '../../contract/payment.ts'

const FORWARD = ORDER_STATUSES.filter((status) => status !== 'cancelled')

/**
 * Where an order may go next. Forward only (pending → confirmed → preparing → shipped →
 * delivered, steps may be skipped), or cancelled from any status but cancelled (the customer's
 * own limit, until it is being prepared, is `CANCELLABLE_ORDER_STATUSES`; a delivered order is
 * cancelled only by the shop, as a return). Nothing leaves `cancelled`.
 */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  from !== 'cancelled' &&
  (to === 'cancelled' || FORWARD.indexOf(to) > FORWARD.indexOf(from as (typeof FORWARD)[number]))

/** The statuses a staff member may choose for an order now (the back office's `next_statuses`). */
export const nextOrderStatuses = (from: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => canMoveOrder(from, to))

/**
 * Why an order may not make a move, as a key of `refusalMessages` (`@matjar/core/messages/refusals`):
 * a cancel is refused as "can no longer be cancelled", any other move as "cannot move to that
 * status"; null when the move is allowed.
 */
export const orderMoveRefusal = (
  from: OrderStatus,
  to: OrderStatus,
): 'orderNotCancellable' | 'orderStatusNotAllowed' | null =>
  canMoveOrder(from, to)
    ? null
    : to === 'cancelled'
      ? 'orderNotCancellable'
      : 'orderStatusNotAllowed'

/**
 * What a cancelled order's payment becomes: what was paid is refunded (to the customer's wallet,
 * or by the card's provider for a guest), what was not yet charged never will be.
 */
export const paymentAfterCancel = (payment: PaymentStatus): PaymentStatus =>
  payment === 'paid'
    ? 'refunded'
    : payment === 'pending' || payment === 'failed'
      ? 'not_charged'
      : payment
