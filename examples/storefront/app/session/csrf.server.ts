import { readCookie } from '@matjar/core'
import { CSRF_COOKIE, CSRF_HEADER } from './csrf.ts'

/** A token the browser made: 32 random bytes in hex. */
const TOKEN_SHAPE = /^[0-9a-f]{64}$/

const sameValue = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * Whether a change may go through the proxy: the request comes from a page of this shop (the
 * browser's `Sec-Fetch-Site`, when it sends one, says same-origin) and carries the CSRF header
 * equal to the CSRF cookie.
 */
export const isCsrfSafe = (request: Request): boolean => {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site && site !== 'same-origin') return false
  const header = request.headers.get(CSRF_HEADER)
  const cookie = readCookie(request.headers.get('Cookie'), CSRF_COOKIE)
  if (!header || !cookie || !TOKEN_SHAPE.test(header)) return false
  return sameValue(header, cookie)
}
