import type { CartLineRequest } from '@matjar/core/contract'
import { Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { oncePerKey } from '../http/idempotency.ts'
import { serve } from '../http/serve.ts'
import { type MessageKey, translate } from '../messages/translate.ts'
import { addToCart } from './add-to-cart.ts'
import { CartError } from './cart-error.ts'
import type { AlsoInTransaction, CartLineChange, CartOwner } from './cart-line.ts'
import { isRetiredGuestCart } from './guest-cart.ts'
import { readCart } from './read-cart.ts'
import { removeFromCart } from './remove-from-cart.ts'

type ChangeCart = (
  db: Database,
  line: CartLineChange,
  alsoInTransaction: AlsoInTransaction,
) => Promise<void>

/** The three cart calls of spec §7, at the contract's paths. */
export function cartRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  // A customer's cart is named by the bearer token; a guest's by the uuid, unless an account
  // took that cart in, after which the bare uuid names nothing.
  serve(routes, 'getCart', async (c, { query }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    let owner: CartOwner | null = customer ? { customerId: customer.id } : null
    if (!owner && query.uuid && !(await isRetiredGuestCart(db, query.uuid))) {
      owner = { uuid: query.uuid }
    }
    const cart = await readCart(db, owner, language)
    return { message: translate(language, 'cartRetrieved'), data: cart }
  })

  const changeRoute = (
    name: 'addToCart' | 'removeFromCart',
    change: ChangeCart,
    done: MessageKey,
  ) =>
    serve(routes, name, async (c, { body }) => {
      const language = c.get('language')
      const customer = c.get('customer')
      const owner: CartOwner = customer
        ? { customerId: customer.id }
        : { uuid: requireGuestUuid(body) }
      if ('uuid' in owner && (await isRetiredGuestCart(db, owner.uuid))) {
        throw new ApiError(409, 'guestCartClaimed')
      }
      const scope = 'uuid' in owner ? `guest:${owner.uuid}` : `customer:${owner.customerId}`
      // With an Idempotency-Key, a change sent again (a retry after a time-out, when the first
      // may have landed) answers as the first did: the line counts once.
      return oncePerKey(c, db, name, scope, body, async (claim) => {
        const answer = { message: translate(language, done), data: null }
        try {
          await change(db, lineOf(owner, body), (tx) => claim.recordAnswer(tx, answer))
        } catch (error) {
          throw error instanceof CartError ? cartApiError(error) : error
        }
        return answer
      })
    })
  changeRoute('addToCart', addToCart, 'addedToCart')
  changeRoute('removeFromCart', removeFromCart, 'removedFromCart')

  return routes
}

// Without a bearer token the cart is a guest's: the uuid names it.
function requireGuestUuid(body: CartLineRequest): string {
  if (!body.uuid) {
    throw fieldError(422, 'invalidData', 'uuid', 'uuidRequired')
  }
  return body.uuid
}

function lineOf(owner: CartOwner, body: CartLineRequest): CartLineChange {
  return {
    owner,
    productId: body.product_id,
    productType: body.product_type,
    selectionId: body.selection_id ?? null,
    quantity: body.quantity,
  }
}

function cartApiError(error: CartError): ApiError {
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
      return fieldError(422, 'invalidData', 'selection_id', 'selectionRequired')
  }
}
