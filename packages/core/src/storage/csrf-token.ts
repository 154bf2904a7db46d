import { createDocumentCookieJar } from './cookie-jar.ts'

/**
 * CSRF protection of a same-origin API proxy (`@matjar/core/server`'s `createSessionProxy`), the
 * browser's half (double submit): a random token in a cookie of the site's origin, sent back in a
 * header with every call. A page of another site can make the browser send the cookie, but cannot
 * read it to write the header.
 */
export const CSRF_COOKIE = 'csrf_token'
export const CSRF_HEADER = 'X-CSRF-Token'

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The headers for the client's `headers` option when it calls through the session proxy (in the
 * browser): the CSRF token, made and kept in its cookie on first use.
 * `<StorefrontProvider apiUrl="/api" client={{ headers: csrfHeaders }}>`.
 */
export const csrfHeaders = (): Record<string, string> => {
  const cookies = createDocumentCookieJar()
  let token = cookies.get(CSRF_COOKIE)
  if (!token) {
    token = newToken()
    cookies.set(CSRF_COOKIE, token, {
      sameSite: 'Strict',
      secure: globalThis.location?.protocol === 'https:',
    })
  }
  return { [CSRF_HEADER]: token }
}
