import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_TOKEN, INVALID_INPUT, MALFORMED_BODY } from './failures.ts'
import { idParamsSchema } from './identifiers.ts'
import { invoiceSchema } from './invoice.ts'
import { orderSchema, orderSummarySchema } from './order.ts'
import { orderListQuerySchema, orderRatingRequestSchema } from './order-requests.ts'
import { paginated } from './pagination.ts'

const oneOrder = { ...BAD_TOKEN, 403: 'The order is not yours.', 404: 'No such order.' }

/** The customer's orders. A guest's order is followed by the email it sends, not here. */
export const orderEndpoints = defineEndpoints({
  listOrders: {
    method: 'GET',
    path: '/auth/orders',
    access: 'customer',
    summary: "The customer's orders, newest first: `status=new` or `finished`, or all.",
    query: orderListQuerySchema,
    response: successEnvelope(paginated(orderSummarySchema)),
    errors: { ...BAD_TOKEN, ...INVALID_INPUT },
    tag: 'Orders',
  },
  getOrder: {
    method: 'GET',
    path: '/auth/orders/{id}',
    access: 'customer',
    summary: 'One order with its lines, address, amounts and history.',
    params: idParamsSchema,
    response: successEnvelope(orderSchema),
    errors: { ...oneOrder, ...INVALID_INPUT },
    tag: 'Orders',
  },
  cancelOrder: {
    method: 'POST',
    path: '/auth/orders/{id}/cancel',
    access: 'customer',
    summary:
      'Cancels an order that is not yet being prepared; stock comes back and a paid amount is refunded to the wallet.',
    params: idParamsSchema,
    response: successEnvelope(orderSchema),
    errors: { ...oneOrder, 409: 'The order can no longer be cancelled.', ...INVALID_INPUT },
    tag: 'Orders',
  },
  rateOrder: {
    method: 'POST',
    path: '/auth/orders/{id}/rate',
    access: 'customer',
    summary: 'Rates a delivered order, once.',
    params: idParamsSchema,
    body: orderRatingRequestSchema,
    response: successEnvelope(orderSchema),
    errors: {
      ...MALFORMED_BODY,
      ...oneOrder,
      409: 'The order is not delivered yet, or is already rated.',
      ...INVALID_INPUT,
    },
    tag: 'Orders',
  },
  getInvoice: {
    method: 'GET',
    path: '/auth/orders/{id}/invoice',
    access: 'customer',
    summary: 'The tax invoice of an order.',
    params: idParamsSchema,
    response: successEnvelope(invoiceSchema),
    errors: { ...oneOrder, 409: 'A cancelled order has no invoice.', ...INVALID_INPUT },
    tag: 'Orders',
  },
})
