import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { Cart } from '../contract/cart.ts'
import type { CartJob } from './cart-context.ts'
import { toCartFailure } from './cart-failure.ts'
import { type CartOwner, cartIdentity, readCart } from './cart-read.ts'

/** What a job came to: a fresh read of the server's cart, or none (the read failed). */
export type JobOutcome = { read: true; cart: Cart | null } | { read: false }

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
    } catch {
      // An empty or failed answer means no cart (spec §7) for the first read; later reads keep
      // what is shown rather than blanking a cart the shopper is looking at.
      return { read: false }
    }
  }
  const body = {
    ...job.line,
    selection_id: job.line.selection_id ?? undefined,
    quantity: job.quantity,
    ...cartIdentity(deps, job.kind === 'add'),
  }
  try {
    if (job.kind === 'add') await deps.client.addToCart(body)
    else await deps.client.removeFromCart(body)
  } catch (error) {
    throw toCartFailure(job.kind, error)
  }
  try {
    return { read: true, cart: await readCart(deps) }
  } catch {
    return { read: false }
  }
}
