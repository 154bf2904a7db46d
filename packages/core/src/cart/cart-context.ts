import type { StorefrontError } from '../client/storefront-error.ts'
import type { Cart } from '../contract/cart.ts'
import { applyMutations, type CartMutation } from './cart-mutation.ts'

/** Work the cart does one piece at a time: a change, or a fresh read of the server's cart. */
export type CartJob = CartMutation | { id: string; kind: 'refresh' }

export interface CartContext {
  /** The cart as the server last said it is (null: no cart). */
  server: Cart | null
  /** Jobs in order; the first is the one under way. */
  queue: CartJob[]
  /** True once the first read answered. */
  loaded: boolean
  /** Why the last read failed (API unreachable, 500 …); null once a read succeeds. */
  readError?: StorefrontError | null
}

/** The read every cart starts with (spec §4: on start, without a loading state). */
export const START_READ: CartJob = { id: 'start', kind: 'refresh' }

/** The cart to show: the server's cart with every pending change applied. */
export const visibleCart = (context: CartContext): Cart | null =>
  applyMutations(
    context.server,
    context.queue.filter((job): job is CartMutation => job.kind !== 'refresh'),
  )
