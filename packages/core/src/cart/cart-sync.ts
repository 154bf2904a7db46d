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
 * BroadcastChannel where the browser has it (every current browser, and Node), nothing elsewhere.
 * The channel is opened by the first listener and closed when the last one leaves (the cart's
 * `stop()`), so a Node script that stops its storefront exits by itself; it never keeps a process
 * alive on its own (`unref`). Nothing is opened at import time.
 */
export const createBrowserCartSync = (name: string = CHANNEL): CartSyncChannel => {
  if (typeof BroadcastChannel === 'undefined') return noCartSync
  let channel: BroadcastChannel | null = null
  const listeners = new Set<() => void>()
  const open = () => {
    if (!channel) {
      channel = new BroadcastChannel(name)
      ;(channel as { unref?: () => void }).unref?.()
      channel.addEventListener('message', () => {
        for (const listener of listeners) listener()
      })
    }
    return channel
  }
  const closeWhenUnused = () => {
    if (listeners.size > 0 || !channel) return
    channel.close()
    channel = null
  }
  return {
    announce: () => {
      open().postMessage({ type: 'cart.changed', at: Date.now() })
      closeWhenUnused()
    },
    listen: (onChange) => {
      const listener = () => onChange()
      listeners.add(listener)
      open()
      return () => {
        listeners.delete(listener)
        closeWhenUnused()
      }
    },
  }
}
