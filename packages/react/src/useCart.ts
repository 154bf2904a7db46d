import type { CartSnapshot } from '@matjar/core'
import { useSyncExternalStore } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

export interface UseCartResult extends CartSnapshot {
  /** Reads the cart from the server again. */
  refresh: () => Promise<CartSnapshot>
}

/** The shopper's cart: its lines, its unit count and whether a read is under way. */
export const useCart = (): UseCartResult => {
  const { cartStore } = useStorefrontContext('useCart')
  const snapshot = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getSnapshot,
  )
  return { ...snapshot, refresh: cartStore.refresh }
}
