import { type Language, toLanguage } from '../locale/language.ts'
import type { CookieJar } from './cookie-jar.ts'
import { DEFAULT_STORAGE_KEYS, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './keys.ts'

/** The shopper's language from the `lang` cookie; English when absent or unknown (spec §7). */
export const readLanguageCookie = (
  cookies: CookieJar,
  name: string = DEFAULT_STORAGE_KEYS.languageCookie,
): Language => toLanguage(cookies.get(name))

/** Keeps the language in the `lang` cookie for 365 days (spec §9). */
export const writeLanguageCookie = (
  cookies: CookieJar,
  language: Language,
  name: string = DEFAULT_STORAGE_KEYS.languageCookie,
): void => {
  cookies.set(name, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS })
}
