import { type Language, languageOfPath, pathInLanguage } from '@matjar/core'
import { sameOriginPath } from './session/same-origin-path.ts'

/**
 * The page a request is for: its path without React Router's `.data` ending (a client
 * navigation to `/ar/product/61` fetches `/ar/product/61.data`; to `/`, `/_root.data`).
 */
export const pagePathOf = (request: Request): string => {
  const path = new URL(request.url).pathname.replace(/\.data$/, '')
  return path === '/_root' ? '/' : path
}

/**
 * The shopper's language for a request: the page's address (`/ar/…` Arabic, plain paths English:
 * docs/guides/language-addresses.md). The one place the server decides it; it is the `language`
 * the shop gives `readStorefrontRequest` (session/read-request.server.ts), which reads the rest
 * (colour mode, session) from the request's cookies. Calls through the API proxy say theirs to the
 * SDK's session proxy (`Accept-Language`, else the `lang` cookie).
 */
export const languageOf = (request: Request): Language => languageOfPath(pagePathOf(request))

/**
 * A shop path (as in English, `/auth`) at its address in the request's language (`/ar/auth`),
 * always on the shop's own origin (every server redirect goes through here).
 */
export const shopPathFor = (request: Request, path: string): string =>
  sameOriginPath(pathInLanguage(path, languageOf(request)), new URL(request.url).origin)
