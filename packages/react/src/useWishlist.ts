'use client'

import type { StorefrontWishlist, WishlistState } from '@matjar/core'
import { useSyncExternalStore } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

export interface UseWishlistResult extends WishlistState {
  toggle: StorefrontWishlist['toggle']
  isFavourite: (productId: number) => boolean
}

/** The customer's wishlist; `toggle` flips a product at once and rolls back on failure. */
export const useWishlist = (): UseWishlistResult => {
  const { wishlist } = useStorefrontContext('useWishlist').storefront
  const state = useSyncExternalStore(wishlist.subscribe, wishlist.getState, wishlist.getState)
  return { ...state, toggle: wishlist.toggle, isFavourite: (id) => state.ids.has(id) }
}
