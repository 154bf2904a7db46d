import { endpoints, SERVER_HELD_TOKEN } from '@matjar/core'
import { storefrontConfig } from '../config.server.ts'
import { shopMessages } from '../messages/shop.ts'
import { languageOf } from '../preferences.ts'
import { clientAddressOf } from './client-address.ts'
import { isCsrfSafe } from './csrf.server.ts'
import { API_PROXY_PREFIX } from './proxy-path.ts'
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './session-cookie.server.ts'

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

/** The calls whose answer is a new session: the proxy keeps its token and hands on a placeholder. */
const SIGN_IN_PATHS = new Set(
  [
    endpoints.login,
    endpoints.confirmRegistration,
    endpoints.signInWithGoogle,
    endpoints.resetPassword,
  ].map((endpoint) => endpoint.path),
)
const LOGOUT_PATH = endpoints.logout.path
const READS = new Set(['GET', 'HEAD'])

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })

/**
 * The API as the shopper's browser reaches it: through the shop's own origin, so the session
 * token never leaves the server. Adds the bearer from the HttpOnly `_token` cookie, passes the
 * shopper's address on (`X-Forwarded-For`, which the API believes from this server only when its
 * `TRUSTED_PROXIES` lists it), refuses a change without the CSRF token, sets the cookie when a
 * sign-in answers and clears it on logout or when the API no longer knows the token.
 */
export async function forwardToApi(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.slice(API_PROXY_PREFIX.length) || '/'
  const changes = !READS.has(request.method) || path === LOGOUT_PATH
  if (changes && !isCsrfSafe(request)) {
    const language = languageOf(request)
    await shopMessages.load(language)
    return json(403, { message: shopMessages.translate(language, 'requestRefused') })
  }

  const headers = new Headers()
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const token = sessionTokenOf(request)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const client = clientAddressOf(request)
  if (client) headers.set('X-Forwarded-For', client)

  let answer: Response
  try {
    answer = await fetch(`${storefrontConfig.apiUrl.replace(/\/$/, '')}${path}${url.search}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
      ...(READS.has(request.method) ? {} : { body: request.body, duplex: 'half' }),
    })
  } catch {
    return json(502, { message: 'Network error or server not responding' })
  }

  const out = new Headers()
  for (const name of RESPONSE_HEADERS) {
    const value = answer.headers.get(name)
    if (value !== null) out.set(name, value)
  }
  // The bearer comes from a cookie here, so a shared cache in front of the shop keys on it too.
  out.set('Vary', [out.get('vary'), 'Cookie'].filter(Boolean).join(', '))
  if (SIGN_IN_PATHS.has(path) && answer.ok) return keepSession(request, answer, out)
  if (path === LOGOUT_PATH || (token && answer.status === 401)) {
    out.append('Set-Cookie', clearedSessionCookie(request))
  }
  return new Response(answer.body, { status: answer.status, headers: out })
}

/** A sign-in answer: the token goes into the HttpOnly cookie, the page gets the placeholder. */
async function keepSession(request: Request, answer: Response, headers: Headers) {
  const body = (await answer.json()) as { data?: { token?: unknown } }
  if (body.data && typeof body.data.token === 'string') {
    headers.append('Set-Cookie', sessionCookie(request, body.data.token))
    body.data.token = SERVER_HELD_TOKEN
  }
  headers.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { status: answer.status, headers })
}
