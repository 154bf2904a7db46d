import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '../locale/language.ts'
import { type CookieJar, createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage/key-value-storage.ts'
import {
  DEFAULT_STORAGE_KEYS,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type StorageKeys,
} from '../storage/keys.ts'
import { type ColorMode, isColorMode } from './color-mode.ts'

/** The part of a page the preferences show on: `<html lang dir data-color-mode>`. */
export interface PreferencesDocument {
  readonly documentElement: {
    lang: string
    dir: string
    readonly dataset: { [name: string]: string | undefined }
  }
}

export interface CreatePreferencesOptions {
  /** Where the `lang` and colour-mode cookies live: `document.cookie`, or a request's cookies. */
  cookies?: CookieJar
  /** Where the colour mode is also kept (localStorage, as the spec's storefront did). */
  storage?: KeyValueStorage
  /** The page to set `lang`, `dir` and `data-color-mode` on; none on a server. */
  document?: PreferencesDocument | null
  /** The cookie and storage names; the spec's (`lang`, `nuxt-color-mode`) by default. */
  keys?: Partial<Pick<StorageKeys, 'languageCookie' | 'colorMode'>>
  /**
   * The language to start in, from wherever the app keeps it (a route's `/ar/` prefix, a
   * server's reading of the request). Without it, the `lang` cookie's; English without that.
   */
  language?: Language
  /** The colour mode to start in; without it the cookie's, then the storage's, then light. */
  colorMode?: ColorMode
}

/** The shopper's choices as kept in the browser, whatever is shown now. */
export interface SavedPreferences {
  /** From the `lang` cookie. */
  readonly language: Language | null
  /** From the colour-mode cookie, or else from storage. */
  readonly colorMode: ColorMode | null
  /** Whether a request's cookies carry the colour mode (a server could render it). */
  readonly colorModeInCookie: boolean
}

export interface PreferencesState {
  readonly language: Language
  readonly colorMode: ColorMode
}

/**
 * The shopper's language and colour mode: the one place that reads and writes them (cookies,
 * storage) and shows them on the page (`<html lang dir data-color-mode>`). Framework-free; it
 * touches nothing until called, and only what it was given.
 */
export interface Preferences {
  /** The current choices; the same object until one changes. */
  getState(): PreferencesState
  /**
   * Switches language: the `lang` cookie for 365 days (spec §9), `<html lang>` and
   * `<html dir>` (`rtl` for Arabic), then the listeners.
   */
  setLanguage(language: Language): void
  /**
   * Keeps the choice in the `lang` cookie without showing it yet: for an app whose addresses carry
   * the language, just before it navigates to the other language's address (the server reads the
   * cookie there); `setLanguage` shows it when the new page arrives, and writes no cookie again.
   */
  saveLanguage(language: Language): void
  /** Switches colour mode: storage and cookie, `<html data-color-mode>`, then the listeners. */
  setColorMode(mode: ColorMode): void
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: (state: PreferencesState) => void): () => void
  /** What the browser has kept, for a first render that could not read it. */
  saved(): SavedPreferences
}

/** The colour-mode cookie lives as long as the language's. */
const COLOR_MODE_MAX_AGE_SECONDS = LANGUAGE_COOKIE_MAX_AGE_SECONDS

/**
 * Language and colour mode for a page or a request. On a server, give it the request's cookies
 * to read what the shopper chose; in a browser, `document.cookie`, localStorage and `document`.
 *
 * @example
 * // server: what to render
 * const { language, colorMode } = createPreferences({
 *   cookies: createMemoryCookieJar(request.headers.get('Cookie')),
 * }).getState()
 * // browser: switching
 * const preferences = createPreferences({
 *   cookies: createDocumentCookieJar(),
 *   storage: createBrowserStorage('local'),
 *   document,
 *   language,
 * })
 * preferences.setLanguage('ar')
 */
export const createPreferences = (options: CreatePreferencesOptions = {}): Preferences => {
  const cookies = options.cookies ?? createMemoryCookieJar()
  const storage = options.storage ?? createMemoryStorage()
  const page = options.document ?? null
  const languageCookie = options.keys?.languageCookie ?? DEFAULT_STORAGE_KEYS.languageCookie
  const colorModeKey = options.keys?.colorMode ?? DEFAULT_STORAGE_KEYS.colorMode
  const listeners = new Set<(state: PreferencesState) => void>()

  const saved = (): SavedPreferences => {
    const language = cookies.get(languageCookie)
    const cookieMode = cookies.get(colorModeKey)
    const inCookie = isColorMode(cookieMode)
    const stored = inCookie ? cookieMode : storage.getItem(colorModeKey)
    return {
      language: isLanguage(language) ? language : null,
      colorMode: isColorMode(stored) ? stored : null,
      colorModeInCookie: inCookie,
    }
  }

  let state: PreferencesState = (() => {
    const kept = options.language && options.colorMode ? null : saved()
    return {
      language: options.language ?? kept?.language ?? DEFAULT_LANGUAGE,
      colorMode: options.colorMode ?? kept?.colorMode ?? 'light',
    }
  })()

  const keepLanguage = (language: Language) => {
    if (cookies.get(languageCookie) === language) return
    cookies.set(languageCookie, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS })
  }

  const change = (next: Partial<PreferencesState>) => {
    state = { ...state, ...next }
    for (const listener of [...listeners]) listener(state)
  }

  return {
    getState: () => state,
    setLanguage(language) {
      if (language === state.language) return
      keepLanguage(language)
      if (page) {
        page.documentElement.lang = language
        page.documentElement.dir = directionOf(language)
      }
      change({ language })
    },
    saveLanguage: keepLanguage,
    setColorMode(colorMode) {
      if (colorMode === state.colorMode) return
      storage.setItem(colorModeKey, colorMode)
      cookies.set(colorModeKey, colorMode, { maxAgeSeconds: COLOR_MODE_MAX_AGE_SECONDS })
      if (page) page.documentElement.dataset.colorMode = colorMode
      change({ colorMode })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    saved,
  }
}
