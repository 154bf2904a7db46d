import {
  DEFAULT_STORAGE_KEYS,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  readCookie,
  serializeCookie,
  toLanguage,
} from '@matjar/core'

/** The shopper's language from the request's `lang` cookie (English when absent or unknown). */
export const languageFromRequest = (request: Request): Language =>
  toLanguage(readCookie(request.headers.get('Cookie'), DEFAULT_STORAGE_KEYS.languageCookie))

/** Stores the language in the `lang` cookie for 365 days (spec §9) and reloads the page. */
export const switchLanguage = (language: Language): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = serializeCookie(DEFAULT_STORAGE_KEYS.languageCookie, language, {
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  })
  window.location.reload()
}
