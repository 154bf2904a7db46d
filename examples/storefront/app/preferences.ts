import {
  createMemoryCookieJar,
  createPreferences,
  isLanguage,
  type Language,
  languageOfPath,
  type PreferencesState,
  pathInLanguage,
} from '@matjar/core'
import { API_PROXY_PREFIX } from './session/proxy-path.ts'

/**
 * The page a request is for: its path without React Router's `.data` ending (a client
 * navigation to `/ar/product/61` fetches `/ar/product/61.data`; to `/`, `/_root.data`).
 */
export const pagePathOf = (request: Request): string => {
  const path = new URL(request.url).pathname.replace(/\.data$/, '')
  return path === '/_root' ? '/' : path
}

/**
 * The shopper's language and colour mode for a request. The language is the page's address
 * (`/ar/…` Arabic, plain paths English: docs/guides/language-addresses.md); a call through the API
 * proxy, which has no page, says its language as `Accept-Language` (the client sends the page's),
 * else the `lang` cookie. The colour mode is the `nuxt-color-mode` cookie (spec §9). The one place
 * the server decides them; loaders, `meta` and the provider take them from here (through the root
 * loader).
 */
export const preferencesOf = (request: Request): PreferencesState => {
  const saved = createPreferences({
    cookies: createMemoryCookieJar(request.headers.get('Cookie')),
  }).getState()
  const path = pagePathOf(request)
  if (path === API_PROXY_PREFIX || path.startsWith(`${API_PROXY_PREFIX}/`)) {
    const asked = request.headers.get('Accept-Language')
    return { ...saved, language: isLanguage(asked) ? asked : saved.language }
  }
  return { ...saved, language: languageOfPath(path) }
}

/** The request's language. */
export const languageOf = (request: Request): Language => preferencesOf(request).language

/** A shop path (as in English, `/auth`) at its address in the request's language (`/ar/auth`). */
export const shopPathFor = (request: Request, path: string): string =>
  pathInLanguage(path, languageOf(request))
