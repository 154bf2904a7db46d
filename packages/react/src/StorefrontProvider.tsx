'use client'

import {
  type Cart,
  type CartMergePolicy,
  type CreateStorefrontOptions,
  createBrowserStorage,
  createDocumentCookieJar,
  createSessionCache,
  DEFAULT_LANGUAGE,
  DEFAULT_STORAGE_KEYS,
  directionOf,
  formatMessage,
  type Language,
  type MessageKey,
  readLanguageCookie,
  type SessionPersistence,
  type StorageKeys,
  type Storefront,
  translate,
  writeLanguageCookie,
} from '@matjar/core'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  type ColorMode,
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
   * The shopper's language (on the server: from the `lang` cookie). English by default. The
   * shopper switches with `useLocale().setLanguage`; when this prop changes (a route's language
   * prefix, your own state), the provider switches to it the same way. Without it, the provider
   * reads the `lang` cookie after its first render (the shopper's last choice).
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
   * Storage key names; the spec's by default (`lang`, `nuxt-color-mode`, `auth_data`,
   * `guest-cart-uiid`, `_token` …). With your own `storefront`, only the language cookie and the
   * colour mode key are taken from here.
   */
  storageKeys?: Partial<StorageKeys>
  /** Your wording for catalogue keys, per language: used by the automatic toasts and `StorefrontIntl`. */
  messages?: MessageOverrides
  /** Show a warning toast when a cart change fails (spec §8); true by default. */
  cartFailureToasts?: boolean
  children: ReactNode
}

/** A prop that, when it changes, moves the state it seeds; the state moves on its own too. */
function useFollowedState<T>(prop: T | undefined, fallback: T) {
  const [value, setValue] = useState<T>(prop ?? fallback)
  const [lastProp, setLastProp] = useState(prop)
  if (prop !== lastProp) {
    setLastProp(prop)
    if (prop !== undefined) setValue(prop)
  }
  return [value, setValue] as const
}

/**
 * Creates the storefront (client, cart, sign-in, wishlist) and the toast, loading-bar and image
 * viewer actors once and shares them with every hook below. Storage is touched only after the
 * first render, when the storefront starts: the server and the browser render the same HTML.
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
  storageKeys,
  messages,
  cartFailureToasts = true,
  children,
}: StorefrontProviderProps) {
  const [language, setLanguageState] = useFollowedState(languageProp, DEFAULT_LANGUAGE)
  const [colorMode, setColorModeState] = useFollowedState<ColorMode>(colorModeProp, 'light')
  const pieces = useStorefrontPieces({
    given,
    apiUrl,
    language,
    storefrontOptions: {
      initialCart,
      ...(cartMerge ? { cartMerge } : {}),
      ...(session ? { session } : {}),
      ...(client ? { client } : {}),
      ...(storageKeys ? { keys: storageKeys } : {}),
    },
  })
  const { storefront, imageViewer, toasts } = pieces
  // Before any child renders or fetches: requests carry the language shown.
  storefront.setLanguage(language)

  const colorModeKey = storageKeys?.colorMode ?? DEFAULT_STORAGE_KEYS.colorMode
  const languageCookie = storageKeys?.languageCookie ?? DEFAULT_STORAGE_KEYS.languageCookie
  const latest = useRef({ onLanguageChange, onColorModeChange, messages, language, colorMode })
  latest.current = { onLanguageChange, onColorModeChange, messages, language, colorMode }

  const setLanguage = useCallback(
    (next: Language) => {
      if (next === latest.current.language) return
      setLanguageState(next)
      latest.current.onLanguageChange?.(next)
    },
    [setLanguageState],
  )
  const setColorMode = useCallback(
    (next: ColorMode) => {
      if (next === latest.current.colorMode) return
      setColorModeState(next)
      latest.current.onColorModeChange?.(next)
    },
    [setColorModeState],
  )

  // Without a `language` prop (an app rendered in the browser only), the shopper's last choice is
  // the `lang` cookie: read after the first render, so a server render and hydration agree.
  const languageGiven = languageProp !== undefined
  useEffect(() => {
    if (languageGiven) return
    const saved = readLanguageCookie(createDocumentCookieJar(), languageCookie)
    if (saved !== latest.current.language) setLanguageState(saved)
  }, [languageGiven, languageCookie, setLanguageState])

  // A switch of language (by the shopper or by the prop): cookie, page direction, the viewer's
  // arrow keys, and the language-specific data read again (spec §4).
  const appliedLanguage = useRef(language)
  useEffect(() => {
    if (appliedLanguage.current === language) return
    appliedLanguage.current = language
    writeLanguageCookie(createDocumentCookieJar(), language, languageCookie)
    createSessionCache(createBrowserStorage('session')).clear()
    document.documentElement.lang = language
    document.documentElement.dir = directionOf(language)
    imageViewer.send({ type: 'viewer.setDirection', dir: directionOf(language) })
    // Names and discount texts come in the request's language.
    storefront.cart.refresh()
    if (storefront.auth.getState().isSignedIn) storefront.wishlist.load()
  }, [language, languageCookie, storefront, imageViewer])

  // Without a colour mode from the server's cookie, the browser's stored one (localStorage, as the
  // spec's storefront kept it) is taken after the first render, and the cookie written for next
  // time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the provider mounts.
  useEffect(() => {
    const cookie = createDocumentCookieJar().get(colorModeKey)
    const stored = cookie ?? createBrowserStorage('local').getItem(colorModeKey)
    if (stored !== 'light' && stored !== 'dark') return
    if (colorModeProp !== undefined && cookie !== null) return
    if (stored !== latest.current.colorMode) setColorMode(stored)
  }, [])

  const appliedColorMode = useRef(colorMode)
  useEffect(() => {
    if (appliedColorMode.current === colorMode) return
    appliedColorMode.current = colorMode
    createBrowserStorage('local').setItem(colorModeKey, colorMode)
    createDocumentCookieJar().set(colorModeKey, colorMode, { maxAgeSeconds: 365 * 24 * 60 * 60 })
    document.documentElement.dataset.colorMode = colorMode
  }, [colorMode, colorModeKey])

  // Language-specific answers cached for the visit go when the page does (spec §4).
  useEffect(() => {
    const clearCaches = () => createSessionCache(createBrowserStorage('session')).clear()
    window.addEventListener('pagehide', clearCaches)
    return () => window.removeEventListener('pagehide', clearCaches)
  }, [])

  // A refused cart change shows a warning toast (spec §8): the server's message, or the
  // catalogue's text for its code.
  useEffect(() => {
    if (!cartFailureToasts) return
    const text = (key: MessageKey) => {
      const { language: current, messages: own } = latest.current
      const override = own?.[current]?.[key]
      return override !== undefined ? formatMessage(override, current) : translate(current, key)
    }
    return storefront.cart.onFailure((failure) => {
      toasts.send({
        type: 'toasts.show',
        kind: 'warning',
        title: text('toast.warning'),
        message: failure.message ?? text(failure.code),
      })
    })
  }, [storefront, toasts, cartFailureToasts])

  const stable = useMemo<StorefrontContextValue>(
    () => ({
      ...pieces,
      setLanguage,
      setColorMode,
    }),
    [pieces, setLanguage, setColorMode],
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
