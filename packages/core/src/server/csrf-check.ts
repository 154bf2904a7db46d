import { readCookie } from '../storage/cookies.ts'
import { CSRF_COOKIE, CSRF_HEADER } from '../storage/csrf-token.ts'

/** A token the browser made: 32 random bytes in hex. */
const TOKEN_SHAPE = /^[0-9a-f]{64}$/

const sameValue = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * The server's half of the double-submit CSRF check (the browser's is `csrfHeaders`): the request
 * comes from a page of this site (the browser's `Sec-Fetch-Site`, when it sends one, says
 * same-origin) and carries the `X-CSRF-Token` header equal to the `csrf_token` cookie.
 */
export const isCsrfSafe = (request: Request): boolean => {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site && site !== 'same-origin') return false
  const header = request.headers.get(CSRF_HEADER)
  const cookie = readCookie(request.headers.get('Cookie'), CSRF_COOKIE)
  if (!header || !cookie || !TOKEN_SHAPE.test(header)) return false
  return sameValue(header, cookie)
}
