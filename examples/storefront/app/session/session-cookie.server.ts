import { DEFAULT_STORAGE_KEYS, readCookie, serializeCookie } from '@matjar/core'

/**
 * The session token lives in the spec's `_token` cookie, set by this server only: HttpOnly (no
 * page script can read it), SameSite=Lax, Secure when the shop is served over https. The browser
 * never holds the token; the API proxy (`/api/*`) and the loaders add it as the bearer.
 */
export const SESSION_COOKIE = DEFAULT_STORAGE_KEYS.tokenCookie

/** As long as the API's sessions (30 days); the API decides when the token itself ends. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const secure = (request: Request) => new URL(request.url).protocol === 'https:'

export const sessionTokenOf = (request: Request): string | null =>
  readCookie(request.headers.get('Cookie'), SESSION_COOKIE)

export const sessionCookie = (request: Request, token: string) =>
  serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Lax',
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  })

export const clearedSessionCookie = (request: Request) =>
  serializeCookie(SESSION_COOKIE, '', {
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Lax',
    maxAgeSeconds: 0,
  })
