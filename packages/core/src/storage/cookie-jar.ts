import { type CookieOptions, readCookie, serializeCookie } from './cookies.ts'

/** Reads and writes cookies; the browser's `document.cookie`, or a request's cookies on a server. */
export interface CookieJar {
  get(name: string): string | null
  set(name: string, value: string, options?: CookieOptions): void
  remove(name: string): void
}

/** Cookies of the page, through `document.cookie`. Looked up only when called. */
export const createDocumentCookieJar = (): CookieJar => {
  const doc = (globalThis as { document?: { cookie: string } }).document
  if (!doc) return createMemoryCookieJar()
  return {
    get: (name) => readCookie(doc.cookie, name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options)
    },
    remove: (name) => {
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 })
    },
  }
}

/**
 * Cookies held in memory, optionally starting from a request's `Cookie` header (server
 * rendering). `setCookieHeaders()` lists what was set, for the response.
 */
export const createMemoryCookieJar = (cookieHeader?: string | null) => {
  const values = new Map<string, string>()
  const written: string[] = []
  for (const part of (cookieHeader ?? '').split(';')) {
    const name = part.split('=')[0]?.trim()
    if (!name) continue
    const value = readCookie(cookieHeader, name)
    if (value !== null) values.set(name, value)
  }
  return {
    get: (name: string) => values.get(name) ?? null,
    set: (name: string, value: string, options?: CookieOptions) => {
      values.set(name, value)
      written.push(serializeCookie(name, value, options))
    },
    remove: (name: string) => {
      values.delete(name)
      written.push(serializeCookie(name, '', { maxAgeSeconds: 0 }))
    },
    setCookieHeaders: (): string[] => [...written],
  } satisfies CookieJar & { setCookieHeaders(): string[] }
}
