'use client'

import type { CartState, StorefrontCart } from '@matjar/core'
import { useSyncExternalStore } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

export interface UseCartResult extends CartState {
  add: StorefrontCart['add']
  remove: StorefrontCart['remove']
  setQuantity: StorefrontCart['setQuantity']
  refresh: StorefrontCart['refresh']
}

/**
 * The shopper's cart: lines, unit count, subtotal, savings and totals, and the changes a shopper
 * makes. Only components that read the cart re-render when it changes.
 */
export const useCart = (): UseCartResult => {
  const { cart } = useStorefrontContext('useCart').storefront
  const state = useSyncExternalStore(cart.subscribe, cart.getState, cart.getState)
  return {
    ...state,
    add: cart.add,
    remove: cart.remove,
    setQuantity: cart.setQuantity,
    refresh: cart.refresh,
  }
}
