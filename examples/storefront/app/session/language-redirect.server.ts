import {
  DEFAULT_STORAGE_KEYS,
  isLanguage,
  languageOfPath,
  pathInLanguage,
  preferredLanguage,
  readCookie,
} from '@matjar/core'
import { redirect } from 'react-router'
import { pagePathOf } from '../preferences.ts'
import { sameOriginPath } from './same-origin-path.ts'

/** How long `i18n_redirected` remembers that a first visit was sent to its language. */
const REDIRECTED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * Where a page request goes instead, for the shopper's language (docs/guides/language-addresses.md):
 * - a plain (English) address asked with the `lang` cookie saying Arabic goes to its Arabic
 *   address: an old link or a bookmark opens in the language the shopper chose;
 * - the home page, on a first visit (no `lang` cookie, no `i18n_redirected`) from a browser whose
 *   `Accept-Language` prefers Arabic, goes to `/ar`, once: `i18n_redirected` remembers it (spec §9).
 * Arabic addresses are always Arabic. Null when the page stays.
 */
export function languageRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const path = pagePathOf(request)
  if (languageOfPath(path) === 'ar') return null
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const here = `${path}${url.search}`
  const cookie = request.headers.get('Cookie')
  const chosen = readCookie(cookie, DEFAULT_STORAGE_KEYS.languageCookie)
  const arabic = sameOriginPath(pathInLanguage(here, 'ar'), url.origin)
  if (isLanguage(chosen)) return chosen === 'ar' ? redirect(arabic) : null
  if (path !== '/' || readCookie(cookie, DEFAULT_STORAGE_KEYS.redirectedLocale)) return null
  if (preferredLanguage(request.headers.get('Accept-Language')) !== 'ar') return null
  return redirect(arabic, {
    headers: {
      'Set-Cookie': `${DEFAULT_STORAGE_KEYS.redirectedLocale}=ar; Path=/; Max-Age=${REDIRECTED_MAX_AGE_SECONDS}; SameSite=Lax`,
    },
  })
}
