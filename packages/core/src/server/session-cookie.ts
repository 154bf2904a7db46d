import { readCookie, serializeCookie } from '../storage/cookies.ts'
import { DEFAULT_STORAGE_KEYS } from '../storage/keys.ts'

/**
 * The session token in the spec's `_token` cookie, set by your server only: HttpOnly (no page
 * script can read it), SameSite=Lax, Secure when the site is served over https. The browser never
 * holds the token; the session proxy and your server's reads add it as the bearer.
 */
const SESSION_COOKIE = DEFAULT_STORAGE_KEYS.tokenCookie

/** As long as the reference API's sessions (30 days); the API decides when the token ends. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const secure = (request: Request) => new URL(request.url).protocol === 'https:'

/** A token is printable ASCII: anything else (CR, LF, NUL, spaces) cannot go into a header. */
const USABLE_TOKEN = /^[\x21-\x7e]{1,4096}$/

const sessionCookieOf = (request: Request) =>
  readCookie(request.headers.get('Cookie'), SESSION_COOKIE)

/**
 * The session token a request carries in its HttpOnly cookie, or null. A value no token can have
 * (a control character, a space, more than 4,096 characters) counts as no session.
 */
export const sessionTokenOf = (request: Request): string | null => {
  const token = sessionCookieOf(request)
  return token !== null && USABLE_TOKEN.test(token) ? token : null
}

/** The request carries a `_token` cookie that cannot be a token: it should be cleared. */
export const hasUnusableSessionCookie = (request: Request): boolean => {
  const token = sessionCookieOf(request)
  return token !== null && token !== '' && !USABLE_TOKEN.test(token)
}

/** The `Set-Cookie` value that keeps a new session's token. */
export const sessionCookie = (request: Request, token: string) =>
  serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Lax',
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  })

/** The `Set-Cookie` value that drops the session (logout, or a token the API refused). */
export const clearedSessionCookie = (request: Request) =>
  serializeCookie(SESSION_COOKIE, '', {
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Lax',
    maxAgeSeconds: 0,
  })
