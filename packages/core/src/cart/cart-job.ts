import type { StorefrontClient } from '../client/create-storefront-client.ts'
import {
  isStorefrontError,
  type StorefrontError,
  toStorefrontError,
} from '../client/storefront-error.ts'
import type { Cart } from '../contract/cart.ts'
import type { CartJob } from './cart-context.ts'
import { toCartFailure } from './cart-failure.ts'
import { type CartOwner, cartIdentity, readCart } from './cart-read.ts'

/** What a job came to: a fresh read of the server's cart, or none (the read failed). */
export type JobOutcome =
  | { read: true; cart: Cart | null }
  | { read: false; error?: StorefrontError }

export interface CartJobDeps extends CartOwner {
  client: Pick<StorefrontClient, 'addToCart' | 'removeFromCart' | 'call'>
}

/**
 * One piece of the cart's work, done against the server: a read, or a change followed by a read.
 * A refused change rejects with its `CartFailure` (402 warning, add/remove failed).
 */
export const runCartJob = async (deps: CartJobDeps, job: CartJob): Promise<JobOutcome> => {
  if (job.kind === 'refresh') {
    try {
      return { read: true, cart: await readCart(deps) }
    } catch (error) {
      // An empty or failed answer means no cart (spec §7) for the first read; later reads keep
      // what is shown rather than blanking a cart the shopper is looking at.
      return { read: false, error: toStorefrontError(error) }
    }
  }
  // Sent again to the guest's cart, it is still the same change.
  const key = job.key ?? crypto.randomUUID()
  const send = () => {
    const body = {
      ...job.line,
      selection_id: job.line.selection_id ?? undefined,
      quantity: job.quantity,
      ...cartIdentity(deps, job.kind === 'add'),
    }
    return job.kind === 'add'
      ? deps.client.addToCart(body, key)
      : deps.client.removeFromCart(body, key)
  }
  const asCustomer = deps.isCustomer()
  try {
    await send().catch((error: unknown) => {
      // The session died (the storefront signed out on the 401): the change goes to the guest's cart.
      if (asCustomer && !deps.isCustomer() && isStorefrontError(error) && error.status === 401)
        return send()
      throw error
    })
  } catch (error) {
    throw toCartFailure(job.kind, error)
  }
  try {
    return { read: true, cart: await readCart(deps) }
  } catch {
    return { read: false }
  }
}
