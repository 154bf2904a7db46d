/**
 * Tells other browser tabs that the cart changed, and hears them. The cart refetches when another
 * tab announces a change, so every tab converges on the server's cart.
 */
export interface CartSyncChannel {
  announce(): void
  listen(onChange: () => void): () => void
}

/** No other tabs: the server and tests. */
export const noCartSync: CartSyncChannel = { announce: () => {}, listen: () => () => {} }

const CHANNEL = 'matjar-cart'

/**
 * BroadcastChannel where the browser has it (every current browser), nothing elsewhere. Created
 * only when called, never at import time.
 */
export const createBrowserCartSync = (name: string = CHANNEL): CartSyncChannel => {
  if (typeof BroadcastChannel === 'undefined') return noCartSync
  const channel = new BroadcastChannel(name)
  return {
    announce: () => channel.postMessage({ type: 'cart.changed', at: Date.now() }),
    listen: (onChange) => {
      const handler = () => onChange()
      channel.addEventListener('message', handler)
      return () => channel.removeEventListener('message', handler)
    },
  }
}
