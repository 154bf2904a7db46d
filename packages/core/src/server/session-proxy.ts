import { sessionPaths } from '../contract/endpoints.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../locale/language.ts'
import { createPreferences } from '../preferences/create-preferences.ts'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { SERVER_HELD_TOKEN } from '../storage/session-persistence.ts'
import { isCsrfSafe } from './csrf-check.ts'
import { apiPathOf, comparablePath } from './proxy-path.ts'
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './session-cookie.ts'

/** Why the proxy refused a request before it reached the API. */
export type ProxyRefusal = 'path' | 'csrf'

export interface SessionProxyOptions {
  /** Where the Storefront API answers, e.g. `https://api.example.com`. */
  apiUrl: string
  /** The path the proxy answers under on your site: `/api` (default) maps `/api/data/…` to `/data/…`. */
  prefix?: string
  /**
   * Who is calling, passed on as `X-Forwarded-For` (the API believes it only from a proxy its
   * `TRUSTED_PROXIES` lists). Read it from your server, never from a header the client can set.
   */
  clientAddress?: (request: Request) => string | null | undefined
  /** The text of a refusal in the shopper's language; English and Arabic by default. */
  refusalMessage?: (refusal: ProxyRefusal, language: Language) => string | Promise<string>
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch
}

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'if-none-match',
  'if-modified-since',
]
const RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
  'content-disposition',
]
const READS = new Set(['GET', 'HEAD'])

const REFUSALS: Record<ProxyRefusal, Record<Language, string>> = {
  csrf: {
    en: 'This request could not be verified. Reload the page and try again.',
    ar: 'تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  path: {
    en: 'This address cannot be read. Check it and try again.',
    ar: 'تعذّرت قراءة هذا العنوان. تحقّق منه وحاول مرة أخرى.',
  },
}

/** A call through the proxy says its language as `Accept-Language`, else the `lang` cookie. */
const languageOf = (request: Request): Language => {
  const asked = request.headers.get('Accept-Language')
  if (isLanguage(asked)) return asked
  const cookies = createMemoryCookieJar(request.headers.get('Cookie'))
  return createPreferences({ cookies }).getState().language ?? DEFAULT_LANGUAGE
}

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })

/**
 * The API as the shopper's browser reaches it, through your site's own origin, so the session
 * token never reaches page scripts: a Fetch-style handler (`(request: Request) => Response`) for
 * React Router loaders and actions, Next.js route handlers, Hono, Remix, Deno or Bun.
 *
 * - The path is decoded and normalised once, before any decision; what it decides on is exactly
 *   what the API receives (an encoded slash, dot or backslash, `..`, `//` or a control character
 *   is refused with 400).
 * - Every change, and logout even when read with GET, needs the CSRF token (`csrfHeaders` in the
 *   browser; 403 without it).
 * - A sign-in's token goes into the HttpOnly `_token` cookie; the page gets `SERVER_HELD_TOKEN`.
 *   The token is never put in a body or a URL; the bearer is added from the cookie.
 * - Logout, or a 401 on a call that carried the cookie's token, clears the cookie.
 */
export const createSessionProxy = (options: SessionProxyOptions) => {
  const prefix = (options.prefix ?? '/api').replace(/\/$/, '')
  const apiUrl = options.apiUrl.replace(/\/$/, '')
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const starts = new Set(sessionPaths.starts.map(comparablePath))
  const ends = new Set(sessionPaths.ends.map(comparablePath))

  const refuse = async (request: Request, status: number, refusal: ProxyRefusal) => {
    const language = languageOf(request)
    const message = options.refusalMessage
      ? await options.refusalMessage(refusal, language)
      : REFUSALS[refusal][language]
    return json(status, { message })
  }

  /** A sign-in answer: the token goes into the HttpOnly cookie, the page gets the placeholder. */
  const keepSession = async (request: Request, answer: Response, headers: Headers) => {
    const body = (await answer.json()) as { data?: { token?: unknown } }
    if (body.data && typeof body.data.token === 'string') {
      headers.append('Set-Cookie', sessionCookie(request, body.data.token))
      body.data.token = SERVER_HELD_TOKEN
    }
    headers.set('Cache-Control', 'no-store')
    return new Response(JSON.stringify(body), { status: answer.status, headers })
  }

  return async function forwardToApi(request: Request): Promise<Response> {
    const url = new URL(request.url)
    // Decoded and normalised once: every decision below and the API see this same path.
    const path = apiPathOf(url, prefix)
    if (path === null) return refuse(request, 400, 'path')
    const key = comparablePath(path)
    const endsSession = ends.has(key)
    if ((!READS.has(request.method) || endsSession) && !isCsrfSafe(request)) {
      return refuse(request, 403, 'csrf')
    }

    const headers = new Headers()
    for (const name of REQUEST_HEADERS) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    const token = sessionTokenOf(request)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const client = options.clientAddress?.(request)
    if (client) headers.set('X-Forwarded-For', client)

    let answer: Response
    try {
      answer = await send(`${apiUrl}${path}${url.search}`, {
        method: request.method,
        headers,
        redirect: 'manual',
        // A read is dropped when the page goes away; a change the browser sent is carried out even
        // if the shopper reloads meanwhile (it may already have been shown), never cut half-way.
        ...(READS.has(request.method)
          ? { signal: request.signal }
          : { body: request.body, duplex: 'half' }),
      } as RequestInit)
    } catch {
      return json(502, { message: 'Network error or server not responding' })
    }

    const out = new Headers()
    for (const name of RESPONSE_HEADERS) {
      const value = answer.headers.get(name)
      if (value !== null) out.set(name, value)
    }
    // The bearer comes from a cookie here, so a shared cache in front of the site keys on it too.
    out.set('Vary', [out.get('vary'), 'Cookie'].filter(Boolean).join(', '))
    if (starts.has(key) && answer.ok) return keepSession(request, answer, out)
    if (endsSession || (token && answer.status === 401)) {
      out.append('Set-Cookie', clearedSessionCookie(request))
    }
    return new Response(answer.body, { status: answer.status, headers: out })
  }
}
