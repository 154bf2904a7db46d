import { isStorefrontError, StorefrontError } from '../client/storefront-error.ts'

/** Why a change of the cart failed, as codes the message catalogues translate (spec §8). */
export type CartFailureCode =
  | 'cart.not_enough_stock'
  | 'cart.add_failed'
  | 'cart.remove_failed'
  | 'cart.promo_code_failed'

/**
 * A failed change of the cart: a `StorefrontError` whose `code` is one of `CartFailureCode`, whose
 * `serverMessage` is the server's words for a 402 (stock) or a refused promo code.
 */
export type CartFailure = StorefrontError & { code: CartFailureCode }

/** English fallbacks of the codes, for logs and for callers without the catalogues. */
export const CART_FAILURE_TEXT: Record<CartFailureCode, string> = {
  'cart.not_enough_stock': 'Not enough stock available',
  'cart.add_failed': 'Failed to add item to cart',
  'cart.remove_failed': 'Failed to remove item from cart',
  'cart.promo_code_failed': 'The promo code could not be applied',
}

const failure = (
  code: CartFailureCode,
  status: number,
  serverMessage: string | null,
  cause?: unknown,
): CartFailure =>
  new StorefrontError(
    serverMessage ?? CART_FAILURE_TEXT[code],
    status,
    {},
    {
      code,
      serverMessage,
      cause,
    },
  ) as CartFailure

/**
 * 402 → "Not enough stock available" or the server's message; anything else → add/remove failed
 * (the server's words for other failures are not the shopper's business).
 */
export const toCartFailure = (kind: 'add' | 'remove', error: unknown): CartFailure => {
  const status = isStorefrontError(error) ? error.status : 0
  if (status === 402) {
    const said = isStorefrontError(error) && error.serverMessage ? error.serverMessage : null
    return failure('cart.not_enough_stock', status, said, error)
  }
  return failure(kind === 'add' ? 'cart.add_failed' : 'cart.remove_failed', status, null, error)
}

/** A refused promo code: the server's reason (expired, unknown …) when it gave one. */
export const promoCodeFailure = (error: unknown): CartFailure => {
  const status = isStorefrontError(error) ? error.status : 0
  const said = isStorefrontError(error) && status !== 0 && status < 500 ? error.serverMessage : null
  const fieldErrors = isStorefrontError(error) ? error.fieldErrors : {}
  const shown = failure('cart.promo_code_failed', status, said, error)
  Object.assign(shown.fieldErrors, fieldErrors)
  return shown
}

/** A change dropped before the server answered it (the cart was cleared, or could not load). */
export const abandonedFailure = (kind: 'add' | 'remove'): CartFailure =>
  failure(kind === 'add' ? 'cart.add_failed' : 'cart.remove_failed', 0, null)
