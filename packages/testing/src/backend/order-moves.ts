import { ORDER_STATUSES, type OrderStatus } from '@matjar/core/contract'
import { terms } from '../fixtures/shop.ts'
import { money } from './pricing.ts'
import type { OrderRecord, ShopState } from './state.ts'

const FORWARD = ORDER_STATUSES.filter((status) => status !== 'cancelled')

/**
 * Where an order may go next, as the reference API has it: forward only (steps may be skipped),
 * or cancelled from any status but cancelled.
 */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  from !== 'cancelled' &&
  (to === 'cancelled' || FORWARD.indexOf(to) > FORWARD.indexOf(from as (typeof FORWARD)[number]))

export const nextStatuses = (from: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => canMoveOrder(from, to))

/**
 * Moves an order on, with what goes with the move: a cancelled order's stock comes back and what
 * was paid goes back to the customer's wallet; a delivered one earns its customer points.
 */
export function applyMove(shop: ShopState, record: OrderRecord, to: OrderStatus): void {
  const at = shop.now().toISOString()
  record.status = to
  record.history.push({ status: to, at })
  const customer = shop.customers.find((candidate) => candidate.user.id === record.customer)
  if (to === 'cancelled') {
    for (const line of record.lines) {
      const product = shop.products.find((candidate) => candidate.id === line.product_id)
      const selection = product?.selections.find((candidate) => candidate.id === line.selection_id)
      if (selection) selection.stock += line.quantity
      else if (product) product.stock += line.quantity
    }
    if (record.payment_status === 'paid') {
      record.payment_status = 'refunded'
      customer?.wallet.unshift({
        id: shop.nextId(),
        amount: money(record.amounts.total),
        currency: 'SAR',
        kind: 'refund',
        reference: record.number,
        created_at: at,
      })
    } else if (record.payment_status === 'pending' || record.payment_status === 'failed') {
      record.payment_status = 'not_charged'
    }
  }
  if (to === 'delivered' && customer) {
    if (record.payment_method === 'cash_on_delivery') record.payment_status = 'paid'
    customer.points.unshift({
      id: shop.nextId(),
      points: Math.floor((record.amounts.total / 100) * terms.points.earned_per_riyal),
      kind: 'earned',
      order_id: record.id,
      order_number: record.number,
      created_at: at,
    })
  }
}
