'use client'

import type { CartState, StorefrontCart } from '@matjar/core'
import { useSyncExternalStore } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

/**
 * The cart and its changes. Every change resolves `{ ok: true }` or `{ ok: false, error }` (a
 * `StorefrontError`) and never rejects, so `onClick={() => add(line)}` leaks nothing.
 */
export interface UseCartResult extends CartState {
  add: StorefrontCart['add']
  remove: StorefrontCart['remove']
  setQuantity: StorefrontCart['setQuantity']
  /** Reads the cart again; resolves once it shows the server's cart. */
  refresh: StorefrontCart['refresh']
  /** Applies a promo code (replacing one applied before); `discount` and `promoCode` follow. */
  applyPromoCode: StorefrontCart['applyPromoCode']
  /** Takes the promo code off the cart. */
  removePromoCode: StorefrontCart['removePromoCode']
}

/**
 * The shopper's cart: lines, unit count, subtotal, savings, discount and totals, the promo code,
 * `error` when it could not be read (show it, not "Your cart is empty"), and the changes a
 * shopper makes. Only components that read the cart re-render when it changes.
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
    applyPromoCode: cart.applyPromoCode,
    removePromoCode: cart.removePromoCode,
  }
}
