import type { Language } from '@matjar/core'
import type { StaffOrder } from '@matjar/core/contract'
import { nextOrderStatuses, orderMoveRefusal } from '@matjar/core/rules'
import { withPlaceNames } from '../../fixtures/places.ts'
import type { Handlers } from '../handler.ts'
import { ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { applyMove } from '../order-moves.ts'
import { orderView } from '../order-view.ts'
import { pageOf } from '../pages.ts'
import type { OrderRecord, ShopState } from '../state.ts'

const buyerOf = (shop: ShopState, record: OrderRecord) =>
  record.guest?.email ??
  shop.customers.find((customer) => customer.user.id === record.customer)?.user.email ??
  null

const staffOrder = (shop: ShopState, record: OrderRecord, language: Language): StaffOrder => {
  const { country_name, state_name, city_name } = withPlaceNames(record.address, language)
  return {
    id: record.id,
    order_number: record.number,
    order_date: record.placed_at,
    status: record.status,
    payment_method: record.payment_method,
    payment_status: record.payment_status,
    total_price: orderView(record, shop, 'en').total_price,
    buyer: buyerOf(shop, record),
    delivery: { country_name, state_name, city_name },
    next_statuses: nextOrderStatuses(record.status),
  }
}

/** The back office (`access: 'staff'`, the staff's token): every order, and moving one on. */
export const staffHandlers: Handlers = {
  listShopOrders: ({ shop, query, language }) => ({
    data: pageOf(
      shop.orders.map((record) => staffOrder(shop, record, language)),
      query,
    ),
  }),

  changeOrderStatus: ({ shop, params, body, language }) => {
    const record = shop.orders.find((candidate) => candidate.id === params.id)
    if (!record) throw new ShopError(404, 'orderNotFound')
    const refusal = orderMoveRefusal(record.status, body.status)
    if (refusal) throw new ShopError(409, refusal)
    applyMove(shop, record, body.status)
    return { message: say(language, 'orderMoved'), data: orderView(record, shop, language) }
  },
}
