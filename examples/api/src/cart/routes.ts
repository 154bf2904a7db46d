import {
  type CartLineRequest,
  cartLineRequestSchema,
  cartQuerySchema,
  endpoints,
} from '@matjar/core/contract'
import { Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { refuseBearer, smallJsonBody } from '../http/guards.ts'
import { type Language, type MessageKey, translate } from '../http/messages.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { addToGuestCart } from './add-to-cart.ts'
import { CartError } from './cart-error.ts'
import type { GuestCartLine } from './cart-line.ts'
import { readGuestCart } from './read-cart.ts'
import { removeFromGuestCart } from './remove-from-cart.ts'

type ChangeCart = (db: Database, line: GuestCartLine) => Promise<void>

/** The three cart calls of spec §7, at the contract's paths. */
export function cartRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  routes.get(endpoints.getCart.path, refuseBearer, async (c) => {
    const language = c.get('language')
    const query = parseInput(cartQuerySchema, c.req.query(), language)
    const cart = await readGuestCart(db, query.uuid, language)
    return c.json({ message: translate('cartRetrieved', language), data: cart })
  })

  const changeRoute = (path: string, change: ChangeCart, done: MessageKey) =>
    routes.post(path, refuseBearer, smallJsonBody, async (c) => {
      const language = c.get('language')
      const body = parseInput(cartLineRequestSchema, await readJsonBody(c), language)
      try {
        await change(db, guestLine(body, language))
      } catch (error) {
        throw error instanceof CartError ? cartApiError(error, language) : error
      }
      return c.json({ message: translate(done, language), data: null })
    })
  changeRoute(endpoints.addToCart.path, addToGuestCart, 'addedToCart')
  changeRoute(endpoints.removeFromCart.path, removeFromGuestCart, 'removedFromCart')

  return routes
}

// Without a bearer token (refused above until accounts exist) the cart is a guest's: uuid names it.
function guestLine(body: CartLineRequest, language: Language): GuestCartLine {
  if (!body.uuid) {
    throw new ApiError(422, 'invalidData', { uuid: [translate('uuidRequired', language)] })
  }
  return {
    uuid: body.uuid,
    productId: body.product_id,
    productType: body.product_type,
    selectionId: body.selection_id ?? null,
    quantity: body.quantity,
  }
}

function cartApiError(error: CartError, language: Language): ApiError {
  switch (error.reason) {
    case 'not-enough-stock':
      return new ApiError(402, 'notEnoughStock')
    case 'product-not-found':
      return new ApiError(404, 'productNotFound')
    case 'selection-not-found':
      return new ApiError(404, 'selectionNotFound')
    case 'line-not-found':
      return new ApiError(404, 'lineNotFound')
    case 'selection-required':
      return new ApiError(422, 'invalidData', {
        selection_id: [translate('selectionRequired', language)],
      })
  }
}
