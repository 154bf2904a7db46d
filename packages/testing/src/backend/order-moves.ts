import type { OrderStatus } from '@matjar/core/contract'
import { paymentAfterCancel, pointsEarned, pointsTakenBack } from '@matjar/core/rules'
import { terms } from '../fixtures/shop.ts'
import { money } from './pricing.ts'
import type { OrderRecord, ShopState } from './state.ts'

/**
 * Moves an order on (the caller has checked the move with `orderMoveRefusal`), and keeps what goes
 * with it, by the shop's rules (`@matjar/core/rules`): a cancelled order's stock comes back, its
 * payment becomes `paymentAfterCancel`'s (what was paid goes to the customer's wallet) and the
 * points it earned are taken back; a delivered one is paid (cash on delivery) and earns points.
 */
export function applyMove(shop: ShopState, record: OrderRecord, to: OrderStatus): void {
  const at = shop.now().toISOString()
  const customer = shop.customers.find((candidate) => candidate.user.id === record.customer)
  if (to === 'cancelled') {
    for (const line of record.lines) {
      const product = shop.products.find((candidate) => candidate.id === line.product_id)
      const selection = product?.selections.find((candidate) => candidate.id === line.selection_id)
      if (selection) selection.stock += line.quantity
      else if (product) product.stock += line.quantity
    }
    if (record.payment_status === 'paid') {
      customer?.wallet.unshift({
        id: shop.nextId(),
        amount: money(record.amounts.total),
        currency: 'SAR',
        kind: 'refund',
        reference: record.number,
        created_at: at,
      })
    }
    record.payment_status = paymentAfterCancel(record.payment_status)
    const earned = customer?.points.find(
      (entry) => entry.order_id === record.id && entry.kind === 'earned',
    )
    if (customer && earned) {
      const held = customer.points.reduce((sum, entry) => sum + entry.points, 0)
      const taken = pointsTakenBack(earned.points, held)
      if (taken > 0) {
        customer.points.unshift({
          ...pointsEntry(shop, record, at),
          points: -taken,
          kind: 'reversed',
        })
      }
    }
  }
  if (to === 'delivered') {
    if (record.payment_method === 'cash_on_delivery') record.payment_status = 'paid'
    const points = pointsEarned(record.amounts.total, terms.points.earned_per_riyal)
    if (customer && points > 0) {
      customer.points.unshift({ ...pointsEntry(shop, record, at), points, kind: 'earned' })
    }
  }
  record.status = to
  record.history.push({ status: to, at })
}

const pointsEntry = (shop: ShopState, record: OrderRecord, at: string) => ({
  id: shop.nextId(),
  order_id: record.id,
  order_number: record.number,
  created_at: at,
})
