/**
 * Backends that break one rule of the contract each, made by wrapping a `fetch` that reaches a
 * conforming one: the conformance kit must fail them, naming the rule. CI puts them in front of
 * the reference API as HTTP proxies (scripts/conformance.ts); unit tests wrap an in-memory fetch.
 */
import { STAFF_TOKEN_HEADER } from '@matjar/core/contract'
import type { RuleId } from '../src/rules.ts'

type Fetch = typeof fetch

export interface BrokenBackend {
  /** What is broken, as the fixture's name. */
  name: string
  /** The rule the kit must name. */
  rule: RuleId
  wrap(inner: Fetch): Fetch
}

const MONEY = /^-?\d+\.\d{2}$/

/** Every two-decimal string of a JSON value as a number: `"72.00"` → `72`. */
const moneyAsNumbers = (value: unknown): unknown => {
  if (typeof value === 'string' && MONEY.test(value)) return Number(value)
  if (Array.isArray(value)) return value.map(moneyAsNumbers)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moneyAsNumbers(v)]))
  }
  return value
}

const json = (body: unknown, from: Response, status = from.status) => {
  const headers = new Headers(from.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers })
}

/** Passes the answer through `change` when it is JSON, as it is otherwise. */
const rewriteAnswer =
  (change: (body: unknown, request: Request, response: Response) => Response | undefined) =>
  (inner: Fetch): Fetch =>
  async (input, init) => {
    const request = new Request(input, init)
    const response = await inner(request)
    if (!response.headers.get('content-type')?.includes('json')) return response
    const text = await response.clone().text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return response
    }
    return change(body, request, response) ?? response
  }

const isCall = (request: Request, method: string, path: string) =>
  request.method === method && new URL(request.url).pathname.endsWith(path)

export const brokenBackends: BrokenBackend[] = [
  {
    name: 'money-as-numbers',
    rule: 'money',
    wrap: rewriteAnswer((body, _request, response) => json(moneyAsNumbers(body), response)),
  },
  {
    name: 'cart-without-items',
    rule: 'fields',
    wrap: rewriteAnswer((body, request, response) => {
      const data = (body as { data?: Record<string, unknown> | null }).data
      if (!isCall(request, 'GET', '/data/product/cart') || !data) return undefined
      const { items: _, ...rest } = data
      return json({ ...(body as object), data: rest }, response)
    }),
  },
  {
    name: 'refused-add-answered-200',
    rule: 'refusals',
    wrap: rewriteAnswer((_body, request, response) =>
      isCall(request, 'POST', '/actions/product/add-to-cart') && response.status >= 400
        ? json({ message: 'Added to cart', data: null }, response, 200)
        : undefined,
    ),
  },
  {
    // Reads every cursor as the first page: a listing walked by cursor repeats its first products.
    name: 'cursor-ignored',
    rule: 'lists',
    wrap: (inner) => async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (!url.searchParams.has('cursor')) return inner(request)
      url.searchParams.delete('cursor')
      return inner(new Request(url, request))
    },
  },
  {
    name: 'accept-language-ignored',
    rule: 'language',
    wrap: (inner) => async (input, init) => {
      const request = new Request(input, init)
      const headers = new Headers(request.headers)
      headers.delete('accept-language')
      return inner(new Request(request, { headers }))
    },
  },
]

/**
 * Hands every call that carries a secret (a sign-in or sign-up body under /auth/, a bearer token,
 * the staff's token) to another host with a 307, which would make a client that follows it send
 * the same request, secrets and all, there. The kit must not follow it: it fails the calls, naming
 * the hop, under `status` (the contract documents no redirect).
 */
export const redirectingTo = (elsewhere: string): BrokenBackend => ({
  name: 'redirects-elsewhere',
  rule: 'status',
  wrap: (inner) => async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const secret =
      url.pathname.startsWith('/auth/') ||
      request.headers.has('authorization') ||
      request.headers.has(STAFF_TOKEN_HEADER)
    if (!secret) return inner(request)
    const location = new URL(`${url.pathname}${url.search}`, elsewhere).href
    return new Response(null, { status: 307, headers: { location } })
  },
})
