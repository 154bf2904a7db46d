import { DEFAULT_STORAGE_KEYS, type Language, readCookie, toLanguage } from '@matjar/core'

/** The shopper's language from the request's `lang` cookie (English when absent or unknown). */
export const languageFromRequest = (request: Request): Language =>
  toLanguage(readCookie(request.headers.get('Cookie'), DEFAULT_STORAGE_KEYS.languageCookie))

/** Light or dark from the colour-mode cookie the provider keeps (light when absent). */
export const colorModeFromRequest = (request: Request): 'light' | 'dark' =>
  readCookie(request.headers.get('Cookie'), DEFAULT_STORAGE_KEYS.colorMode) === 'dark'
    ? 'dark'
    : 'light'
