import {
  type Cart,
  createBrowserStorage,
  createCartStore,
  createStorefrontClient,
  DEFAULT_LANGUAGE,
  type KeyValueStorage,
  type Language,
  readGuestCartId,
  type StorefrontClient,
} from '@matjar/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { StorefrontContext } from './StorefrontContext.ts'

export interface StorefrontProviderProps {
  /** A client you made with `createStorefrontClient`; or give `apiUrl` and one is made for you. */
  client?: StorefrontClient
  /** Where the Storefront API answers, used when no `client` is given. */
  apiUrl?: string
  /** The shopper's language (from the `lang` cookie on the server). English by default. */
  language?: Language
  /** A cart read during server rendering, shown until the browser reads its own. */
  initialCart?: Cart | null
  /** Where the guest cart id is kept; the browser's localStorage by default. */
  storage?: KeyValueStorage
  children: ReactNode
}

/**
 * Creates the client and the cart once and shares them with every hook below. The cart is read
 * in the browser after the first render, so server and client render the same HTML.
 */
export function StorefrontProvider({
  client: givenClient,
  apiUrl,
  language = DEFAULT_LANGUAGE,
  initialCart = null,
  storage,
  children,
}: StorefrontProviderProps) {
  const [services] = useState(() => {
    if (!givenClient && !apiUrl) {
      throw new Error('<StorefrontProvider> needs either a `client` or an `apiUrl`.')
    }
    let currentLanguage = language
    const client =
      givenClient ??
      createStorefrontClient({ baseUrl: apiUrl as string, getLanguage: () => currentLanguage })
    // Storage is looked up lazily: nothing touches `window` during a server render.
    let guestStorage = storage
    const cartStore = createCartStore({
      client,
      initialCart,
      getGuestCartId: () => {
        guestStorage ??= createBrowserStorage('local')
        return readGuestCartId(guestStorage)
      },
    })
    return {
      client,
      cartStore,
      setLanguage: (next: Language) => {
        currentLanguage = next
      },
    }
  })

  services.setLanguage(language)

  useEffect(() => {
    void services.cartStore.refresh()
  }, [services])

  const value = useMemo(
    () => ({ client: services.client, cartStore: services.cartStore, language }),
    [services, language],
  )
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
}
