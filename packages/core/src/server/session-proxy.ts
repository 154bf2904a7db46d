import { sessionPaths } from '../contract/endpoints.ts'
import type { Language } from '../locale/language.ts'
import { SERVER_HELD_TOKEN } from '../storage/session-persistence.ts'
import {
  type ClientAddressOptions,
  type ClientConnection,
  clientAddressOf,
  NO_CLIENT_ADDRESS_WARNING,
} from './client-address.ts'
import { isCsrfSafe } from './csrf-check.ts'
import { json, languageOf, type ProxyRefusal, REFUSAL_STATUS, REFUSALS } from './proxy-answers.ts'
import { apiPathOf, comparablePath } from './proxy-path.ts'
import {
  clearedSessionCookie,
  hasUnusableSessionCookie,
  sessionCookie,
  sessionTokenOf,
} from './session-cookie.ts'

export type { ClientConnection } from './client-address.ts'
export type { ProxyRefusal } from './proxy-answers.ts'

/** How long the API may take to answer, by default: well under nginx's 60 s `proxy_read_timeout`. */
const DEFAULT_TIMEOUT_MS = 25_000

export interface SessionProxyOptions extends ClientAddressOptions {
  /** Where the Storefront API answers, e.g. `https://api.example.com`. */
  apiUrl: string
  /** The path the proxy answers under on your site: `/api` (default) maps `/api/data/…` to `/data/…`. */
  prefix?: string
  /**
   * How long the API may take to start its answer, in milliseconds, counted once the request's
   * body has been passed on (25,000 by default). Past it the shopper gets a 504 in their
   * language. Keep it shorter than the timeout of any proxy in front of this server (nginx's
   * `proxy_read_timeout` is 60 s), so the shopper hears it from the shop.
   */
  timeoutMs?: number
  /** The text of the proxy's own answers in the shopper's language; English and Arabic by default. */
  refusalMessage?: (refusal: ProxyRefusal, language: Language) => string | Promise<string>
  /** Where the warning that a request came with no client address goes (once): `console.warn`. */
  warn?: (message: string) => void
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

/**
 * The API as the shopper's browser reaches it, through your site's own origin, so the session
 * token never reaches page scripts: a Fetch-style handler for React Router loaders and actions,
 * Next.js route handlers, Hono, Remix, Deno or Bun. Its second argument is the connection the
 * request came on (Node's `req.socket`, Hono's `getConnInfo(c).remote`): its address goes to the
 * API as `X-Forwarded-For`, the key of the API's per-client limits (see `trustedProxies`).
 *
 * - The path is decoded and normalised once, before any decision; what it decides on is exactly
 *   what the API receives (an encoded slash, dot or backslash, `..`, `//` or a control character
 *   is refused with 400).
 * - Every change, and logout even when read with GET, needs the CSRF token (`csrfHeaders` in the
 *   browser; 403 without it).
 * - A sign-in's token goes into the HttpOnly `_token` cookie; the page gets `SERVER_HELD_TOKEN`.
 *   The token is never put in a body or a URL; the bearer is added from the cookie. A cookie no
 *   token can have (a control character) is no session, and is cleared.
 * - Logout, or a 401 on a call that carried the cookie's token, clears the cookie.
 * - An API that cannot be reached is a 502, one that does not answer within `timeoutMs` a 504,
 *   both in the shopper's language; any other answer of the API (a 413 too) is passed on.
 */
export const createSessionProxy = (options: SessionProxyOptions) => {
  const prefix = (options.prefix ?? '/api').replace(/\/$/, '')
  const apiUrl = options.apiUrl.replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const starts = new Set(sessionPaths.starts.map(comparablePath))
  const ends = new Set(sessionPaths.ends.map(comparablePath))
  let warned = false

  const refuse = async (request: Request, refusal: ProxyRefusal, headers: HeadersInit = {}) => {
    const language = languageOf(request)
    const message = options.refusalMessage
      ? await options.refusalMessage(refusal, language)
      : REFUSALS[refusal][language]
    return json(REFUSAL_STATUS[refusal], { message }, headers)
  }

  const clientOf = (request: Request, connection: unknown) => {
    const client = clientAddressOf(options, request, connection)
    if (client === null && !warned) {
      warned = true
      ;(options.warn ?? console.warn)(NO_CLIENT_ADDRESS_WARNING)
    }
    return client
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

  /** Sends the request on; the clock starts once its body has been passed on. */
  const call = async (request: Request, target: string, headers: Headers) => {
    const read = READS.has(request.method)
    const clock = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let settled = false
    const startClock = () => {
      if (!settled && timer === undefined) timer = setTimeout(() => clock.abort(), timeoutMs)
    }
    const body =
      read || request.body === null
        ? null
        : request.body.pipeThrough(new TransformStream({ flush: startClock }))
    if (body === null) startClock()
    try {
      return await send(target, {
        method: request.method,
        headers,
        redirect: 'manual',
        // A read is dropped when the page goes away; a change the browser sent is carried out even
        // if the shopper reloads meanwhile (it may already have been shown), never cut half-way.
        ...(read
          ? { signal: AbortSignal.any([request.signal, clock.signal]) }
          : { signal: clock.signal, ...(body ? { body, duplex: 'half' } : {}) }),
      } as RequestInit)
    } catch {
      return clock.signal.aborted ? 'timeout' : 'unreachable'
    } finally {
      settled = true
      clearTimeout(timer)
    }
  }

  return async function forwardToApi(
    request: Request,
    connection?: ClientConnection | object,
  ): Promise<Response> {
    const url = new URL(request.url)
    // Decoded and normalised once: every decision below and the API see this same path.
    const path = apiPathOf(url, prefix)
    if (path === null) return refuse(request, 'path')
    const key = comparablePath(path)
    const endsSession = ends.has(key)
    if ((!READS.has(request.method) || endsSession) && !isCsrfSafe(request)) {
      return refuse(request, 'csrf')
    }

    const headers = new Headers()
    for (const name of REQUEST_HEADERS) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    const token = sessionTokenOf(request)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const client = clientOf(request, connection)
    if (client) headers.set('X-Forwarded-For', client)
    // A cookie no token can have is no session: it goes, whatever the API answers.
    const dropCookie = endsSession || hasUnusableSessionCookie(request)

    const answer = await call(request, `${apiUrl}${path}${url.search}`, headers)
    if (typeof answer === 'string') {
      return refuse(
        request,
        answer,
        dropCookie ? { 'Set-Cookie': clearedSessionCookie(request) } : {},
      )
    }
    const out = new Headers()
    for (const name of RESPONSE_HEADERS) {
      const value = answer.headers.get(name)
      if (value !== null) out.set(name, value)
    }
    // The bearer comes from a cookie here, so a shared cache in front of the site keys on it too.
    out.set('Vary', [out.get('vary'), 'Cookie'].filter(Boolean).join(', '))
    if (starts.has(key) && answer.ok) return keepSession(request, answer, out)
    if (dropCookie || (token && answer.status === 401)) {
      out.append('Set-Cookie', clearedSessionCookie(request))
    }
    return new Response(answer.body, { status: answer.status, headers: out })
  }
}
