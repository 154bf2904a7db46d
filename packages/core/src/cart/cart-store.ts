import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { Cart } from '../contract/cart.ts'

export type CartStatus = 'idle' | 'loading' | 'ready'

export interface CartSnapshot {
  cart: Cart | null
  status: CartStatus
  /** Units in the cart; 0 when there is no cart (spec §4: missing or itemless means empty). */
  itemCount: number
}

export interface CartStoreOptions {
  client: Pick<StorefrontClient, 'getCart'>
  /** Who owns the cart right now: the guest's uuid, or nothing for a customer (bearer token). */
  getGuestCartId: () => string | null
  /** A cart already read elsewhere (server rendering), shown before the first fetch. */
  initialCart?: Cart | null
}

const snapshotOf = (cart: Cart | null, status: CartStatus): CartSnapshot => ({
  cart,
  status,
  itemCount: cart?.items.length ? cart.total_item_count : 0,
})

/**
 * A minimal observable cart: read on demand, subscribed to by any UI. Reads are silent: no
 * loading indicator is shown for the first fetch (spec §4).
 */
export const createCartStore = (options: CartStoreOptions) => {
  let snapshot = snapshotOf(options.initialCart ?? null, 'idle')
  const listeners = new Set<() => void>()
  let latestRead = 0

  const publish = (next: CartSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener()
  }

  return {
    getSnapshot: (): CartSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Reads the cart from the server; an older read finishing late never overwrites a newer one. */
    async refresh(): Promise<CartSnapshot> {
      const read = ++latestRead
      publish(snapshotOf(snapshot.cart, 'loading'))
      const uuid = options.getGuestCartId()
      const cart = await options.client.getCart(uuid ? { uuid } : {})
      if (read === latestRead) publish(snapshotOf(cart, 'ready'))
      return snapshot
    },
  }
}

export type CartStore = ReturnType<typeof createCartStore>
