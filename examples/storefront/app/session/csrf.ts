import { createDocumentCookieJar } from '@matjar/core'

/**
 * CSRF protection of the API proxy, the browser's half (double submit): a random token in a
 * cookie of this origin, sent back in a header with every call. A page of another site can make
 * the browser send the cookie, but cannot read it to write the header. The server's half is in
 * `csrf.server.ts`.
 */
export const CSRF_COOKIE = 'csrf_token'
export const CSRF_HEADER = 'X-CSRF-Token'

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The headers the SDK's client adds to every call it makes through the proxy. */
export const csrfHeaders = (): Record<string, string> => {
  const cookies = createDocumentCookieJar()
  let token = cookies.get(CSRF_COOKIE)
  if (!token) {
    token = newToken()
    cookies.set(CSRF_COOKIE, token, {
      sameSite: 'Strict',
      secure: window.location.protocol === 'https:',
    })
  }
  return { [CSRF_HEADER]: token }
}
