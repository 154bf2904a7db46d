import type { CartStore, Language, StorefrontClient } from '@matjar/core'
import { createContext, useContext } from 'react'

export interface StorefrontContextValue {
  client: StorefrontClient
  cartStore: CartStore
  language: Language
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null)

/** The provider's value; a hook used outside `<StorefrontProvider>` says how to fix it. */
export const useStorefrontContext = (hookName: string): StorefrontContextValue => {
  const value = useContext(StorefrontContext)
  if (!value) {
    throw new Error(
      `${hookName} must be used inside <StorefrontProvider>. Wrap your app (or this part of it) in <StorefrontProvider apiUrl="…"> from @matjar/react.`,
    )
  }
  return value
}
