import { readCookie, serializeCookie } from '../storage/cookies.ts'
import { CSRF_COOKIE, CSRF_HEADER } from '../storage/csrf-token.ts'

/** A token the browser made: 32 random bytes in hex. */
const TOKEN_SHAPE = /^[0-9a-f]{64}$/

/** The field of a plain form (sent without JavaScript) that carries the CSRF token. */
export const CSRF_FIELD = 'csrf_token'

const sameValue = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** From a page of this site (when the browser says), with `sent` equal to the cookie's token. */
const matchesCookie = (request: Request, sent: string | null): boolean => {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site && site !== 'same-origin') return false
  const cookie = readCookie(request.headers.get('Cookie'), CSRF_COOKIE)
  if (!sent || !cookie || !TOKEN_SHAPE.test(sent)) return false
  return sameValue(sent, cookie)
}

/**
 * The server's half of the double-submit CSRF check (the browser's is `csrfHeaders`): the request
 * comes from a page of this site (the browser's `Sec-Fetch-Site`, when it sends one, says
 * same-origin) and carries the `X-CSRF-Token` header equal to the `csrf_token` cookie.
 */
export const isCsrfSafe = (request: Request): boolean =>
  matchesCookie(request, request.headers.get(CSRF_HEADER))

/**
 * The same check for a plain form posted without JavaScript (it cannot set a header): the form's
 * `csrf_token` field (`CSRF_FIELD`, written into the page by `csrfFormToken`) equals the cookie.
 */
export const isCsrfFormSafe = (request: Request, form: FormData): boolean => {
  const sent = form.get(CSRF_FIELD)
  return matchesCookie(request, typeof sent === 'string' ? sent : null)
}

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The CSRF token for a form the server renders (its hidden `CSRF_FIELD`): the request's
 * `csrf_token` cookie, or a new one with the `Set-Cookie` that keeps it (readable by the page's
 * `csrfHeaders`, which then uses the same token; SameSite=Strict, Secure over https). The page
 * that carries it must not be kept by a shared cache.
 */
export const csrfFormToken = (request: Request): { token: string; setCookie: string | null } => {
  const kept = readCookie(request.headers.get('Cookie'), CSRF_COOKIE)
  if (kept && TOKEN_SHAPE.test(kept)) return { token: kept, setCookie: null }
  const token = newToken()
  const setCookie = serializeCookie(CSRF_COOKIE, token, {
    sameSite: 'Strict',
    secure: new URL(request.url).protocol === 'https:',
  })
  return { token, setCookie }
}
