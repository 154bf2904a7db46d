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
  directionOf,
  isLanguageLoaded,
  type Language,
  loadLanguage,
  type Preferences,
  type SessionPersistence,
  type StorageKeys,
  type Storefront,
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
  type MessageOverrides,
  MessagesContext,
  StorefrontContext,
  type StorefrontContextValue,
} from './StorefrontContext.ts'
import { ColorModeContext, LocaleContext } from './shared-contexts.ts'
import { useStorefrontPieces } from './useStorefrontPieces.ts'
import { useStorefrontToasts } from './useStorefrontToasts.ts'

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
  /**
   * Where the visitor is (e.g. `AE`; on the server: `visitorCountry(request)` of
   * @matjar/core/server): @matjar/ui's `PhoneInput` starts on it; `useLocale().country` reads it.
   */
  country?: string | undefined
  /** A cart read during server rendering, shown until the browser reads its own. */
  initialCart?: Cart | null
  /** What happens to a guest cart at sign-in; `merge` by default. */
  cartMerge?: CartMergePolicy
  /** Where the SDK's `auth.signedOut` event says to go after logout; `/auth?page=register` by default. */
  afterLogoutPath?: string
  /**
   * Where the session lives: the spec's browser storage by default; `serverHeldSession(user)` when
   * your server keeps the token in an HttpOnly cookie behind a same-origin proxy (`apiUrl` is then
   * that proxy). See docs/sessions.md
   * (https://github.com/matjar/matjar/blob/main/docs/sessions.md).
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
   * localStorage and `<html>`. They are the page's one writer of the `lang` cookie and
   * `<html lang dir data-color-mode>`. With your own `storefront`, give them to
   * `createStorefront({ preferences })` instead: the provider uses the storefront's.
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
 * Creates the storefront (client, cart, sign-in, wishlist) once over the shopper's preferences,
 * and shares both with every hook below; the toast, loading-bar and image-viewer actors (and the
 * cart's, sign-in's and wishlist's machines) are made, with XState, when first needed. Storage is
 * touched only after the first render, when the storefront starts: the server and the browser
 * render the same HTML. The storefront follows its preferences' language by itself (cart and
 * wishlist read again, the visit's cache emptied); the provider decides when to switch.
 */
export function StorefrontProvider({
  storefront: given,
  apiUrl,
  language: languageProp,
  onLanguageChange,
  country,
  initialCart = null,
  cartMerge,
  afterLogoutPath,
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
  const [made] = useState(() =>
    given || givenPreferences
      ? null
      : createPreferences({
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
  const { storefront, actors } = useStorefrontPieces({
    given,
    apiUrl,
    storefrontOptions: {
      // The storefront follows them: its calls speak their language from the first render on.
      preferences: (givenPreferences ?? made) as Preferences,
      initialCart,
      ...(cartMerge ? { cartMerge } : {}),
      ...(afterLogoutPath ? { afterLogoutPath } : {}),
      ...(session ? { session } : {}),
      ...(client ? { client } : {}),
      ...(storageKeys ? { keys: storageKeys } : {}),
    },
  })
  if (given && givenPreferences && given.preferences !== givenPreferences) {
    throw new Error(
      '<StorefrontProvider> got a `storefront` and other `preferences`: give them to createStorefront({ preferences }) and leave the prop out.',
    )
  }
  const { preferences } = storefront
  const { language, colorMode } = useSyncExternalStore(
    preferences.subscribe,
    preferences.getState,
    preferences.getState,
  )

  const latest = useRef({ onLanguageChange, onColorModeChange })
  latest.current = { onLanguageChange, onColorModeChange }

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
      // Cookie and <html> once; the storefront reads cart and wishlist again in it (core).
      preferences.setLanguage(next)
      if (tell) latest.current.onLanguageChange?.(next)
      // Resolves once the cart (read again by the switch) speaks the new language.
      await storefront.setLanguage(next)
    },
    [preferences, storefront],
  )
  const setLanguage = useCallback((next: Language) => switchLanguage(next, true), [switchLanguage])
  const setColorMode = useCallback(
    async (next: ColorMode) => {
      if (next === preferences.getState().colorMode) return
      preferences.setColorMode(next)
      latest.current.onColorModeChange?.(next)
    },
    [preferences],
  )

  // The props, when they change (a route's language prefix, the app's state), move the shown
  // language and mode before the browser paints (at mount too, when your storefront's
  // preferences started elsewhere).
  const followed = useRef<{ language?: Language; colorMode?: ColorMode }>(preferences.getState())
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

  // Language-specific answers cached for the visit go when the page does (spec §4).
  useEffect(() => {
    const clearCaches = () => createSessionCache(createBrowserStorage('session')).clear()
    window.addEventListener('pagehide', clearCaches)
    return () => window.removeEventListener('pagehide', clearCaches)
  }, [])

  // A refused cart change (spec §8) and a session the API refused show a toast by themselves.
  const overrides = useRef(messages)
  overrides.current = messages
  useStorefrontToasts({
    storefront,
    actors,
    preferences,
    messages: overrides,
    cartFailures: cartFailureToasts,
  })
  // One language context, @matjar/ui's too: its components need no LocaleProvider.
  const locale = useMemo(
    () => ({ language, dir: directionOf(language), country }),
    [language, country],
  )
  const mode = useMemo(
    () => ({ mode: colorMode, setMode: setColorMode }),
    [colorMode, setColorMode],
  )

  const stable = useMemo<StorefrontContextValue>(
    () => ({ storefront, preferences, actors, setLanguage, setColorMode }),
    [storefront, preferences, actors, setLanguage, setColorMode],
  )
  return (
    <StorefrontContext.Provider value={stable}>
      <LocaleContext.Provider value={locale}>
        <ColorModeContext.Provider value={mode}>
          <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
        </ColorModeContext.Provider>
      </LocaleContext.Provider>
    </StorefrontContext.Provider>
  )
}
