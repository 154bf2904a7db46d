import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { INVALID_INPUT, MALFORMED_BODY } from './failures.ts'
import { idParamsSchema } from './identifiers.ts'
import { orderSchema } from './order.ts'
import { pageQuerySchema, paginated } from './pagination.ts'
import { orderStatusChangeSchema, staffOrderSchema } from './staff.ts'

const STAFF_ONLY = {
  401: 'No X-Admin-Token, or not the shop’s.',
  404: 'The API has no ADMIN_TOKEN: the back office is off.',
}

/**
 * The shop's back office: its staff follow and move orders on. `access: 'staff'`: the
 * `X-Admin-Token` header (`STAFF_TOKEN_HEADER`, the API's `ADMIN_TOKEN`) is required, as a bearer
 * token is for a customer; an API without one has no back office and answers 404.
 */
export const staffEndpoints = defineEndpoints({
  listShopOrders: {
    method: 'GET',
    path: '/shop/orders',
    access: 'staff',
    summary: 'Every order of the shop, newest first, each with the statuses it may move to.',
    query: pageQuerySchema,
    response: successEnvelope(paginated(staffOrderSchema)),
    errors: { ...STAFF_ONLY, ...INVALID_INPUT },
    tag: 'Staff',
  },
  changeOrderStatus: {
    method: 'POST',
    path: '/shop/orders/{id}/status',
    access: 'staff',
    summary:
      'Moves an order on, or cancels it before it is shipped: stock comes back and a paid amount is refunded to the wallet.',
    params: idParamsSchema,
    body: orderStatusChangeSchema,
    response: successEnvelope(orderSchema),
    errors: {
      ...MALFORMED_BODY,
      401: STAFF_ONLY[401],
      404: 'No such order, or the back office is off.',
      409: 'The order cannot move to that status from where it is.',
      ...INVALID_INPUT,
    },
    tag: 'Staff',
  },
})
