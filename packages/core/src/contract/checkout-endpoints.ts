import {
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
} from './checkout.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_OPTIONAL_TOKEN, IDEMPOTENCY_CONFLICT, MALFORMED_BODY } from './failures.ts'
import { idempotencyHeadersSchema } from './idempotency.ts'

export const checkoutEndpoints = defineEndpoints({
  checkout: {
    method: 'POST',
    path: '/actions/checkout',
    access: 'guest-or-customer',
    summary:
      'Turns the cart into an order. A customer names a saved address; a guest gives their details and an address.',
    headers: idempotencyHeadersSchema,
    body: checkoutRequestSchema,
    created: true,
    response: successEnvelope(checkoutResultSchema),
    errors: {
      ...MALFORMED_BODY,
      ...BAD_OPTIONAL_TOKEN,
      402: 'Not enough stock for a line, not enough wallet balance, or the card was declined.',
      403: 'The address is not yours.',
      404: 'No such cart, address or branch.',
      ...IDEMPOTENCY_CONFLICT,
      409: "The first call with this Idempotency-Key is still running; the guest cart became a customer's at sign-in; or the order was cancelled while its card was being charged (the amount is refunded: to the wallet for a customer, to the card for a guest).",
      422: 'A field is invalid, the cart is empty or below the minimum order, or the Idempotency-Key was used with another body.',
    },
    tag: 'Checkout',
  },
  quoteCheckout: {
    method: 'POST',
    path: '/actions/checkout/quote',
    access: 'guest-or-customer',
    summary:
      'What a checkout of the cart would charge, delivered to a saved address or a city: sub-total, discounts, shipping, VAT and total, by the rules the checkout charges by. Changes nothing.',
    body: checkoutQuoteRequestSchema,
    response: successEnvelope(checkoutQuoteSchema),
    errors: {
      ...MALFORMED_BODY,
      401: 'A bearer token was sent but is expired or revoked, or neither a token nor a guest `uuid` was given.',
      404: 'No such address (of yours).',
      422: 'A field is invalid, or neither or both of `address_id` and `city` were given.',
    },
    tag: 'Checkout',
  },
})
