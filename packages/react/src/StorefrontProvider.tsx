import {
  type Cart,
  type CartMergePolicy,
  createBrowserCartSync,
  createBrowserStorage,
  createDocumentCookieJar,
  createLazyStorage,
  createSessionCache,
  createStorefront,
  DEFAULT_LANGUAGE,
  directionOf,
  imageViewerMachine,
  type Language,
  loadingBarMachine,
  type Storefront,
  toastsMachine,
  translate,
  writeLanguageCookie,
} from '@matjar/core'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { createActor } from 'xstate'
import { StorefrontContext } from './StorefrontContext.ts'

export interface StorefrontProviderProps {
  /** A storefront you made with `createStorefront`; or give `apiUrl` and one is made for you. */
  storefront?: Storefront
  /** Where the Storefront API answers, used when no `storefront` is given. */
  apiUrl?: string
  /** The shopper's language at first (from the `lang` cookie on the server). English by default. */
  language?: Language
  /** Told when the shopper switches language, e.g. to reload language-specific data. */
  onLanguageChange?: (language: Language) => void
  /** A cart read during server rendering, shown until the browser reads its own. */
  initialCart?: Cart | null
  /** What happens to a guest cart at sign-in; `merge` by default. */
  cartMerge?: CartMergePolicy
  /** Light or dark at first (the server reads the `nuxt-color-mode` cookie). Light by default. */
  colorMode?: 'light' | 'dark'
  /** Show a warning toast when a cart change fails (spec §8); true by default. */
  cartFailureToasts?: boolean
  children: ReactNode
}

const isBrowser = typeof window !== 'undefined'

/**
 * Creates the storefront (client, cart, sign-in, wishlist) and the toast queue once and shares
 * them with every hook below. Storage is touched only after the first render, when the storefront
 * starts: the server and the browser render the same HTML.
 */
export function StorefrontProvider({
  storefront: given,
  apiUrl,
  language: initialLanguage = DEFAULT_LANGUAGE,
  onLanguageChange,
  initialCart = null,
  cartMerge,
  cartFailureToasts = true,
  colorMode: initialColorMode = 'light',
  children,
}: StorefrontProviderProps) {
  const [colorMode, setColorMode] = useState(initialColorMode)
  const [storefront] = useState<Storefront>(() => {
    if (given) return given
    if (!apiUrl) throw new Error('<StorefrontProvider> needs either a `storefront` or an `apiUrl`.')
    return createStorefront({
      apiUrl,
      language: initialLanguage,
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
  const [toasts] = useState(() => createActor(toastsMachine))
  const [loadingBar] = useState(() => createActor(loadingBarMachine))
  const [imageViewer] = useState(() =>
    createActor(imageViewerMachine, { input: { dir: directionOf(initialLanguage) } }),
  )
  const [language, setLanguageState] = useState<Language>(initialLanguage)

  storefront.setLanguage(language)

  useEffect(() => {
    const actors = [toasts, loadingBar, imageViewer]
    storefront.start()
    for (const actor of actors) actor.start()
    // Language-specific answers cached for the visit go when the page does (spec §4).
    const clearCaches = () => createSessionCache(createBrowserStorage('session')).clear()
    window.addEventListener('pagehide', clearCaches)
    return () => {
      window.removeEventListener('pagehide', clearCaches)
      storefront.stop()
      for (const actor of actors) actor.stop()
    }
  }, [storefront, toasts, loadingBar, imageViewer])

  useEffect(() => {
    if (!cartFailureToasts) return
    return storefront.cart.onFailure((failure) => {
      toasts.send({
        type: 'toasts.show',
        kind: 'warning',
        title: translate(storefront.getLanguage(), 'toast.warning'),
        message: failure.message ?? translate(storefront.getLanguage(), failure.code),
      })
    })
  }, [storefront, toasts, cartFailureToasts])

  const setLanguage = useCallback(
    (next: Language) => {
      writeLanguageCookie(createDocumentCookieJar(), next)
      // Cached answers carry names in the old language (spec §4): they go.
      createSessionCache(createBrowserStorage('session')).clear()
      storefront.setLanguage(next)
      document.documentElement.lang = next
      document.documentElement.dir = directionOf(next)
      imageViewer.send({ type: 'viewer.setDirection', dir: directionOf(next) })
      setLanguageState(next)
      onLanguageChange?.(next)
    },
    [storefront, onLanguageChange, imageViewer],
  )

  const value = useMemo(
    () => ({
      storefront,
      language,
      setLanguage,
      toasts,
      loadingBar,
      imageViewer,
      colorMode,
      setColorMode,
    }),
    [storefront, language, setLanguage, toasts, loadingBar, imageViewer, colorMode],
  )
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
}
