import { CANCELLABLE_ORDER_STATUSES, ORDER_GROUPS, type OrderStatus } from '@matjar/core/contract'
import type { Handlers } from '../handler.ts'
import { ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { applyMove } from '../order-moves.ts'
import { invoiceView, orderSummary, orderView } from '../order-view.ts'
import { pageOf } from '../pages.ts'
import type { CustomerRecord, OrderRecord, ShopState } from '../state.ts'

/** The customer's order: 404 when there is none, 403 when it is someone else's. */
const orderOf = (shop: ShopState, customer: CustomerRecord, id: number): OrderRecord => {
  const record = shop.orders.find((candidate) => candidate.id === id)
  if (!record) throw new ShopError(404, 'orderNotFound')
  if (record.customer !== customer.user.id) throw new ShopError(403, 'orderNotFound')
  return record
}

/** The customer's orders: follow, cancel, rate, the invoice. */
export const orderHandlers: Handlers = {
  listOrders: ({ shop, customer, query, language }) => {
    const group: readonly OrderStatus[] | undefined = query.status
      ? ORDER_GROUPS[query.status]
      : undefined
    const mine = shop.orders.filter(
      (record) =>
        record.customer === customer!.user.id && (!group || group.includes(record.status)),
    )
    return {
      data: pageOf(
        mine.map((record) => orderSummary(orderView(record, shop, language))),
        query,
      ),
    }
  },

  getOrder: ({ shop, customer, params, language }) => ({
    data: orderView(orderOf(shop, customer!, params.id), shop, language),
  }),

  cancelOrder: ({ shop, customer, params, language }) => {
    const record = orderOf(shop, customer!, params.id)
    if (!CANCELLABLE_ORDER_STATUSES.includes(record.status))
      throw new ShopError(409, 'orderNotCancellable')
    applyMove(shop, record, 'cancelled')
    return { message: say(language, 'orderCancelled'), data: orderView(record, shop, language) }
  },

  rateOrder: ({ shop, customer, params, body, language }) => {
    const record = orderOf(shop, customer!, params.id)
    if (record.status !== 'delivered' || record.rating) throw new ShopError(409, 'orderNotRatable')
    record.rating = {
      rating: body.rating,
      comment: body.comment ?? null,
      created_at: shop.now().toISOString(),
    }
    return { message: say(language, 'orderRated'), data: orderView(record, shop, language) }
  },

  getInvoice: ({ shop, customer, params, language }) => {
    const record = orderOf(shop, customer!, params.id)
    if (record.status === 'cancelled') throw new ShopError(409, 'noInvoice')
    return { data: invoiceView(record, shop, language) }
  },
}
