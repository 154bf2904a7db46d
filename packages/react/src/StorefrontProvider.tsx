'use client'

import {
  type Cart,
  type CartMergePolicy,
  type ColorMode,
  type CreateStorefrontOptions,
  createBrowserStorage,
  createDocumentCookieJar,
  createLazyStorage,
  createPreferences,
  createSessionCache,
  DEFAULT_LANGUAGE,
  formatMessage,
  isLanguageLoaded,
  type Language,
  loadLanguage,
  type MessageKey,
  type Preferences,
  type SessionPersistence,
  type StorageKeys,
  type Storefront,
  sdkMessages,
} from '@matjar/core'
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  ColorModeContext,
  LanguageContext,
  type MessageOverrides,
  MessagesContext,
  StorefrontContext,
  type StorefrontContextValue,
} from './StorefrontContext.ts'
import { useStorefrontPieces } from './useStorefrontPieces.ts'

export interface StorefrontProviderProps {
  /** A storefront you made with `createStorefront`; or give `apiUrl` and one is made for you. */
  storefront?: Storefront
  /** Where the Storefront API answers, used when no `storefront` is given. */
  apiUrl?: string
  /**
   * The shopper's language (on the server: from the `lang` cookie, or your route). English by
   * default. The shopper switches with `useLocale().setLanguage`; when this prop changes (a
   * route's language prefix, your own state), the provider switches to it the same way. Without
   * it, the provider reads the `lang` cookie after its first render (the shopper's last choice).
   */
  language?: Language
  /** Told when the shopper switches language (keep it in your state, refetch your data). */
  onLanguageChange?: (language: Language) => void
  /** A cart read during server rendering, shown until the browser reads its own. */
  initialCart?: Cart | null
  /** What happens to a guest cart at sign-in; `merge` by default. */
  cartMerge?: CartMergePolicy
  /**
   * Where the session lives: the spec's browser storage by default; `serverHeldSession(user)` when
   * your server keeps the token in an HttpOnly cookie behind a same-origin proxy (`apiUrl` is then
   * that proxy). See docs/security.md.
   */
  session?: SessionPersistence
  /** More options of the client made for you: `headers` (e.g. a CSRF token), `fetch`, `timeoutMs` … */
  client?: CreateStorefrontOptions['client']
  /**
   * Light or dark (on the server: from the colour mode cookie), followed when it changes. Without
   * it the browser's stored mode is taken after the first render.
   */
  colorMode?: ColorMode
  /** Told when the shopper changes the colour mode. */
  onColorModeChange?: (mode: ColorMode) => void
  /**
   * Language and colour mode as you keep them (`createPreferences` of @matjar/core), to share
   * them with code outside React; by default the provider makes its own over `document.cookie`,
   * localStorage and `<html>`.
   */
  preferences?: Preferences
  /**
   * Storage key names; the spec's by default (`lang`, `nuxt-color-mode`, `auth_data`,
   * `guest-cart-uiid`, `_token` …). With your own `storefront`, only the language cookie and the
   * colour mode key are taken from here (and none with your own `preferences`).
   */
  storageKeys?: Partial<StorageKeys>
  /**
   * Your wording for catalogue keys, per language: used by the automatic toasts and
   * `StorefrontIntl`. The SDK's own catalogue loads one language at a time (`sdkMessages`).
   */
  messages?: MessageOverrides
  /** Show a warning toast when a cart change fails (spec §8); true by default. */
  cartFailureToasts?: boolean
  children: ReactNode
}

/**
 * Creates the storefront (client, cart, sign-in, wishlist) once, holds the shopper's preferences,
 * and shares both with every hook below; the toast, loading-bar and image-viewer actors (and the
 * cart's, sign-in's and wishlist's machines) are made, with XState, when first needed. Storage is touched only after the first render, when the
 * storefront starts: the server and the browser render the same HTML.
 */
export function StorefrontProvider({
  storefront: given,
  apiUrl,
  language: languageProp,
  onLanguageChange,
  initialCart = null,
  cartMerge,
  session,
  client,
  colorMode: colorModeProp,
  onColorModeChange,
  preferences: givenPreferences,
  storageKeys,
  messages,
  cartFailureToasts = true,
  children,
}: StorefrontProviderProps) {
  const [preferences] = useState(
    () =>
      givenPreferences ??
      createPreferences({
        // Named here, read or written only on a change: the first render is the server's.
        ...(typeof document !== 'undefined'
          ? {
              cookies: createDocumentCookieJar(),
              storage: createLazyStorage(() => createBrowserStorage('local')),
              document,
            }
          : {}),
        keys: {
          ...(storageKeys?.languageCookie ? { languageCookie: storageKeys.languageCookie } : {}),
          ...(storageKeys?.colorMode ? { colorMode: storageKeys.colorMode } : {}),
        },
        language: languageProp ?? DEFAULT_LANGUAGE,
        colorMode: colorModeProp ?? 'light',
      }),
  )
  const { language, colorMode } = useSyncExternalStore(
    preferences.subscribe,
    preferences.getState,
    preferences.getState,
  )
  const { storefront, actors } = useStorefrontPieces({
    given,
    apiUrl,
    storefrontOptions: {
      language,
      initialCart,
      ...(cartMerge ? { cartMerge } : {}),
      ...(session ? { session } : {}),
      ...(client ? { client } : {}),
      ...(storageKeys ? { keys: storageKeys } : {}),
    },
  })
  // Before any child renders or fetches: requests carry the language shown.
  storefront.setLanguage(language)

  const latest = useRef({ onLanguageChange, onColorModeChange, messages })
  latest.current = { onLanguageChange, onColorModeChange, messages }

  // A switch waits until every catalogue the page uses has the new language, so all its words
  // change at once; of two quick switches, the last one wins.
  const wanted = useRef<Language | null>(null)
  const switchLanguage = useCallback(
    async (next: Language, tell: boolean) => {
      wanted.current = next
      if (!isLanguageLoaded(next)) {
        try {
          await loadLanguage(next)
        } catch (error) {
          console.warn(`[matjar] the "${next}" messages did not load; the language stays`, error)
          return
        }
      }
      if (wanted.current !== next) return
      wanted.current = null
      if (next === preferences.getState().language) return
      preferences.setLanguage(next)
      if (tell) latest.current.onLanguageChange?.(next)
    },
    [preferences],
  )
  const setLanguage = useCallback((next: Language) => switchLanguage(next, true), [switchLanguage])
  const setColorMode = useCallback(
    (next: ColorMode) => {
      if (next === preferences.getState().colorMode) return
      preferences.setColorMode(next)
      latest.current.onColorModeChange?.(next)
    },
    [preferences],
  )

  // The props, when they change (a route's language prefix, the app's state), move the shown
  // language and mode before the browser paints.
  const followed = useRef({ language: languageProp, colorMode: colorModeProp })
  useLayoutEffect(() => {
    if (languageProp !== undefined && languageProp !== followed.current.language) {
      void switchLanguage(languageProp, false)
    }
    if (colorModeProp !== undefined && colorModeProp !== followed.current.colorMode) {
      preferences.setColorMode(colorModeProp)
    }
    followed.current = { language: languageProp, colorMode: colorModeProp }
  }, [languageProp, colorModeProp, switchLanguage, preferences])

  // What the first render could not know (an app rendered in the browser only): the shopper's
  // language from the `lang` cookie, the colour mode from its cookie or, for a shop migrating from
  // the spec's storefront, from localStorage alone (then written to the cookie for next time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the provider mounts.
  useEffect(() => {
    const saved = preferences.saved()
    if (languageProp === undefined && saved.language) void switchLanguage(saved.language, false)
    const mode = colorModeProp === undefined || !saved.colorModeInCookie ? saved.colorMode : null
    if (mode) setColorMode(mode)
  }, [])

  // A switch of language: names and discount texts come in the request's language, so the cart
  // (and the wishlist) are read again, and the answers cached for the visit go (spec §4).
  useEffect(() => {
    let shown = preferences.getState().language
    return preferences.subscribe((state) => {
      if (state.language === shown) return
      shown = state.language
      storefront.setLanguage(shown)
      createSessionCache(createBrowserStorage('session')).clear()
      storefront.cart.refresh()
      if (storefront.auth.getState().isSignedIn) storefront.wishlist.load()
    })
  }, [preferences, storefront])

  // Language-specific answers cached for the visit go when the page does (spec §4).
  useEffect(() => {
    const clearCaches = () => createSessionCache(createBrowserStorage('session')).clear()
    window.addEventListener('pagehide', clearCaches)
    return () => window.removeEventListener('pagehide', clearCaches)
  }, [])

  // A refused cart change shows a warning toast (spec §8): the server's message, or the
  // catalogue's text for its code, in the shopper's language (loaded first if need be).
  useEffect(() => {
    if (!cartFailureToasts) return
    return storefront.cart.onFailure((failure) => {
      const current = preferences.getState().language
      const text = (key: MessageKey) => {
        const override = latest.current.messages?.[current]?.[key]
        return override !== undefined
          ? formatMessage(override, current)
          : sdkMessages.translate(current, key)
      }
      const show = () =>
        actors.toasts.send({
          type: 'toasts.show',
          kind: 'warning',
          title: text('toast.warning'),
          message: failure.message ?? text(failure.code),
        })
      if (sdkMessages.loaded(current)) show()
      else sdkMessages.load(current).then(show, (error: unknown) => console.warn(error))
    })
  }, [storefront, actors, preferences, cartFailureToasts])

  const stable = useMemo<StorefrontContextValue>(
    () => ({ storefront, preferences, actors, setLanguage, setColorMode }),
    [storefront, preferences, actors, setLanguage, setColorMode],
  )
  return (
    <StorefrontContext.Provider value={stable}>
      <LanguageContext.Provider value={language}>
        <ColorModeContext.Provider value={colorMode}>
          <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
        </ColorModeContext.Provider>
      </LanguageContext.Provider>
    </StorefrontContext.Provider>
  )
}
