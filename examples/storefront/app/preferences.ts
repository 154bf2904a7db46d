import {
  createMemoryCookieJar,
  createPreferences,
  type Language,
  type PreferencesState,
} from '@matjar/core'

/**
 * The shopper's language and colour mode for a request, as the shop keeps them: the `lang` and
 * `nuxt-color-mode` cookies (spec §9). The one place the server decides the language; the page's
 * `meta`, loaders and the provider all take it from here (through the root loader).
 */
export const preferencesOf = (request: Request): PreferencesState =>
  createPreferences({ cookies: createMemoryCookieJar(request.headers.get('Cookie')) }).getState()

/** The request's language (English when it names none). */
export const languageOf = (request: Request): Language => preferencesOf(request).language
