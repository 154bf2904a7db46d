import { isStorefrontError } from '../client/storefront-error.ts'

/** Why a change of the cart failed, as codes the message catalogues translate (spec §8). */
export type CartFailureCode = 'cart.not_enough_stock' | 'cart.add_failed' | 'cart.remove_failed'

export interface CartFailure {
  code: CartFailureCode
  /** The server's message when it sent one for a 402 (already in the shopper's language). */
  message: string | null
  status: number
}

/** 402 → "Not enough stock available" or the server's message; anything else → add/remove failed. */
export const toCartFailure = (kind: 'add' | 'remove', error: unknown): CartFailure => {
  const status = isStorefrontError(error) ? error.status : 0
  if (status === 402) {
    return {
      code: 'cart.not_enough_stock',
      message: isStorefrontError(error) && error.message ? error.message : null,
      status,
    }
  }
  return { code: kind === 'add' ? 'cart.add_failed' : 'cart.remove_failed', message: null, status }
}

/** English fallbacks of the codes, for logs and for callers without the catalogues. */
export const CART_FAILURE_TEXT: Record<CartFailureCode, string> = {
  'cart.not_enough_stock': 'Not enough stock available',
  'cart.add_failed': 'Failed to add item to cart',
  'cart.remove_failed': 'Failed to remove item from cart',
}

/** A change dropped before the server answered it (the cart was cleared, or could not load). */
export const abandonedFailure = (kind: 'add' | 'remove'): CartFailure => ({
  code: kind === 'add' ? 'cart.add_failed' : 'cart.remove_failed',
  message: null,
  status: 0,
})
