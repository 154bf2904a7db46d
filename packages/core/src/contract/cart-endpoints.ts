import * as z from 'zod/mini'
import { cartLineRequestSchema, cartQuerySchema, cartSchema } from './cart.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_OPTIONAL_TOKEN, INVALID_INPUT, MALFORMED_BODY, RATE_LIMITED } from './failures.ts'
import { optionalIdempotencyHeadersSchema } from './idempotency.ts'
import { promoCodeRequestSchema, promoDetailsSchema } from './promo.ts'

const cartChange = {
  ...MALFORMED_BODY,
  ...BAD_OPTIONAL_TOKEN,
  402: 'Not enough stock available.',
  404: 'No such product, selection or cart line.',
  409: "The first call with this Idempotency-Key is still running, or the guest cart became a customer's at sign-in.",
  422: 'A field is invalid (`errors` names it and says why), or the Idempotency-Key was used with another body.',
}

/** The cart of a guest (`uuid`) or of the customer (bearer). The first three are spec §7's. */
export const cartEndpoints = defineEndpoints({
  getCart: {
    method: 'GET',
    path: '/data/product/cart',
    access: 'guest-or-customer',
    summary: 'The cart of a guest (by `uuid`) or of the signed-in customer.',
    query: cartQuerySchema,
    response: successEnvelope(z.nullable(cartSchema)),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT },
    tag: 'Cart',
  },
  addToCart: {
    method: 'POST',
    path: '/actions/product/add-to-cart',
    access: 'guest-or-customer',
    summary: 'Adds a quantity of a product (or of one of its selections) to the cart.',
    headers: optionalIdempotencyHeadersSchema,
    body: cartLineRequestSchema,
    response: successEnvelope(z.unknown()),
    errors: { ...BAD_OPTIONAL_TOKEN, ...cartChange },
    tag: 'Cart',
  },
  removeFromCart: {
    method: 'POST',
    path: '/actions/product/remove-from-cart',
    access: 'guest-or-customer',
    summary: 'Removes a quantity of a product (or of one of its selections) from the cart.',
    headers: optionalIdempotencyHeadersSchema,
    body: cartLineRequestSchema,
    response: successEnvelope(z.unknown()),
    errors: { ...BAD_OPTIONAL_TOKEN, ...cartChange },
    tag: 'Cart',
  },
  applyPromoCode: {
    method: 'POST',
    path: '/actions/cart/promo-code',
    access: 'guest-or-customer',
    summary: 'Applies a promo code to the cart, replacing any code applied before.',
    body: promoCodeRequestSchema,
    response: successEnvelope(promoDetailsSchema),
    errors: {
      ...MALFORMED_BODY,
      ...BAD_OPTIONAL_TOKEN,
      404: 'No such cart.',
      409: 'The code has expired, is used up, or the cart does not meet its conditions.',
      422: 'Unknown code, or another field is invalid.',
      ...RATE_LIMITED,
    },
    tag: 'Cart',
  },
  removePromoCode: {
    method: 'DELETE',
    path: '/actions/cart/promo-code',
    access: 'guest-or-customer',
    summary: 'Takes the promo code off the cart.',
    query: cartQuerySchema,
    response: successEnvelope(z.null()),
    errors: { ...BAD_OPTIONAL_TOKEN, 404: 'No such cart.', ...INVALID_INPUT },
    tag: 'Cart',
  },
})
