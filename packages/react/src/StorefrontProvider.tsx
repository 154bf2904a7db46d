import {
  type Cart,
  type CartMergePolicy,
  createBrowserCartSync,
  createBrowserStorage,
  createDocumentCookieJar,
  createLazyStorage,
  createStorefront,
  DEFAULT_LANGUAGE,
  type Language,
  type Storefront,
} from '@matjar/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { StorefrontContext } from './StorefrontContext.ts'

export interface StorefrontProviderProps {
  /** A storefront you made with `createStorefront`; or give `apiUrl` and one is made for you. */
  storefront?: Storefront
  /** Where the Storefront API answers, used when no `storefront` is given. */
  apiUrl?: string
  /** The shopper's language (from the `lang` cookie on the server). English by default. */
  language?: Language
  /** A cart read during server rendering, shown until the browser reads its own. */
  initialCart?: Cart | null
  /** What happens to a guest cart at sign-in; `merge` by default. */
  cartMerge?: CartMergePolicy
  children: ReactNode
}

const isBrowser = typeof window !== 'undefined'

/**
 * Creates the storefront (client, cart, sign-in, wishlist) once and shares it with every hook
 * below. Storage is touched only after the first render, when the storefront starts: the server
 * and the browser render the same HTML.
 */
export function StorefrontProvider({
  storefront: given,
  apiUrl,
  language = DEFAULT_LANGUAGE,
  initialCart = null,
  cartMerge,
  children,
}: StorefrontProviderProps) {
  const [storefront] = useState<Storefront>(() => {
    if (given) return given
    if (!apiUrl) throw new Error('<StorefrontProvider> needs either a `storefront` or an `apiUrl`.')
    return createStorefront({
      apiUrl,
      language,
      initialCart,
      ...(cartMerge ? { cartMerge } : {}),
      ...(isBrowser
        ? {
            storage: createLazyStorage(() => createBrowserStorage('local')),
            cookies: createDocumentCookieJar(),
            cartSync: createBrowserCartSync(),
          }
        : {}),
    })
  })

  storefront.setLanguage(language)

  useEffect(() => {
    storefront.start()
    return () => storefront.stop()
  }, [storefront])

  const value = useMemo(() => ({ storefront, language }), [storefront, language])
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
}
