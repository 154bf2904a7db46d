import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { CartOwner } from '../cart/cart-line.ts'
import { isRetiredGuestCart } from '../cart/guest-cart.ts'
import type { Database } from '../db/connect.ts'
import { addresses } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { oncePerKey } from '../http/idempotency.ts'
import { serve } from '../http/serve.ts'
import { translate } from '../messages/translate.ts'
import { orderOrNotFound } from '../orders/order-view.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { payByCard } from './pay-by-card.ts'
import { placeOrder } from './place-order.ts'
import { quoteCheckout } from './quote.ts'

/**
 * `POST /actions/checkout`: the cart of a customer (bearer) or of a guest (`uuid`) to an order;
 * `POST /actions/checkout/quote`: what that checkout would charge, before it is placed.
 */
export function checkoutRoutes(db: Database, payments: PaymentProvider) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'checkout', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    let owner: CartOwner
    if (customer) {
      if (body.uuid !== undefined) {
        throw fieldError(422, 'invalidData', 'uuid', 'signedInCheckout')
      }
      owner = { customerId: customer.id }
    } else {
      // The schema asks a guest for `uuid`; without one the shopper must sign in.
      if (body.uuid === undefined) throw new ApiError(401, 'unauthenticated')
      if (await isRetiredGuestCart(db, body.uuid)) throw new ApiError(409, 'guestCartClaimed')
      owner = { uuid: body.uuid }
    }
    const scope = customer ? `customer:${customer.id}` : `guest:${body.uuid}`

    const placed = async (orderId: number, paymentUrl: string | null) => ({
      message: translate(language, 'orderPlaced'),
      data: { order: await orderOrNotFound(db, orderId, null, language), payment_url: paymentUrl },
    })

    return oncePerKey(
      c,
      db,
      'checkout',
      scope,
      body,
      async (claim) => {
        const orderId = await placeOrder(db, owner, body, claim)
        const paymentUrl =
          body.payment_method === 'card'
            ? await payByCard(db, payments, orderId, owner, language)
            : null
        return placed(orderId, paymentUrl)
      },
      // A retry after the first call's process died: the order it wrote, as it is now.
      (orderId) => placed(orderId, null),
    )
  })

  serve(routes, 'quoteCheckout', async (c, { body }) => {
    const customer = c.get('customer')
    let owner: CartOwner
    if (customer) owner = { customerId: customer.id }
    else if (body.uuid !== undefined) owner = { uuid: body.uuid }
    else throw new ApiError(401, 'unauthenticated')
    let city = body.city
    if (body.address_id !== undefined) {
      const [saved] = customer
        ? await db
            .select({ city: addresses.city })
            .from(addresses)
            .where(and(eq(addresses.id, body.address_id), eq(addresses.customerId, customer.id)))
        : []
      if (!saved) throw new ApiError(404, 'addressNotFound')
      city = saved.city
    }
    return { message: '', data: await quoteCheckout(db, owner, city ?? '') }
  })

  return routes
}
