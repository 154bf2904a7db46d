import type { StorefrontError } from '../client/storefront-error.ts'
import type { Cart } from '../contract/cart.ts'
import type { CartSummary } from './cart-summary.ts'

/** What the cart shows its users: the summary of the cart on screen, and how it stands. */
export interface CartState extends CartSummary {
  cart: Cart | null
  /** True while changes or a read are under way (the first read shows no loading state). */
  isSyncing: boolean
  /** True once the server's cart has been read. */
  isLoaded: boolean
  /**
   * Why the cart could not be read (API unreachable, 500 …), null once a read succeeds: show it
   * rather than "Your cart is empty" (`isEmpty` is false while nothing is known).
   */
  error: StorefrontError | null
  /** The promo code applied to the cart, as the server has it; null when none. */
  promoCode: string | null
}
