import type * as z from 'zod/mini'
import type { Cart, CartLineRequest, CartQuery } from '../contract/cart.ts'
import type { EndpointName, Endpoints } from '../contract/endpoints.ts'
import { fillPath } from '../contract/path-params.ts'
import { routes } from '../contract/routes.ts'
import type { WishlistToggleRequest } from '../contract/wishlist.ts'
import { DEFAULT_LANGUAGE, type Language } from '../locale/language.ts'
import { ContractError } from './contract-error.ts'
import { HttpFailure, sendRequest } from './send-request.ts'
import { StorefrontError } from './storefront-error.ts'

export interface StorefrontClientOptions {
  /** Where the Storefront API answers, e.g. `https://api.example.com` or `http://127.0.0.1:4000`. */
  baseUrl: string
  /** The shopper's bearer token, read on every call; `null` for guests. */
  getToken?: () => string | null | undefined
  /** The shopper's language, sent as `Accept-Language`; English by default. */
  getLanguage?: () => Language
  /**
   * Extra headers for every call, read per request: a CSRF token for a same-origin proxy, a
   * tracing id … They never replace `Authorization`, `Accept-Language` or `Accept`.
   */
  headers?: (request: { method: string; path: string }) => Record<string, string> | undefined
  /** A `fetch` to use instead of the global one (server rendering, tests). */
  fetch?: typeof fetch
  /** Milliseconds before a call is abandoned; 10 000 by default. */
  timeoutMs?: number
  /** Milliseconds to wait before the retry (spec §7 allows one); 300 by default. */
  retryDelayMs?: number
  /** Where failures that are swallowed by design (the cart read, logout) are reported. */
  logger?: Pick<Console, 'warn'>
  /**
   * Check each call's input and the server's answer against the contract's schemas, and fill the
   * answer's defaults. On by default unless `process.env.NODE_ENV` is `production`: tests and
   * development catch a drifting API (`ContractError`), while a production browser never loads
   * zod or the endpoint table (they come in a chunk of their own, on the first checked call).
   */
  validate?: boolean
}

type Input<S> = S extends z.core.$ZodType ? z.input<S> : never
export type CallInput<N extends EndpointName> = {
  params?: Input<Endpoints[N] extends { params: infer P } ? P : undefined>
  query?: Input<Endpoints[N] extends { query: infer Q } ? Q : undefined>
  body?: Input<Endpoints[N] extends { body: infer B } ? B : undefined>
  headers?: Record<string, string>
}
export type CallOutput<N extends EndpointName> = z.output<Endpoints[N]['response']>

/** A multipart body (the contact form): arrays become repeated fields, files stay files. */
const toFormData = (body: unknown): FormData => {
  const form = new FormData()
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      form.append(name, item instanceof Blob ? item : String(item))
    }
  }
  return form
}

/**
 * Checked calls by default, except in production builds. Bundlers replace the expression
 * `process.env.NODE_ENV` itself (there is no `process` in a browser), so it is read as it is
 * written; where nothing replaced it and there is no `process`, the calls are checked.
 */
const validateByDefault = (): boolean => {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return true
  }
}

/** The contract's error body (spec §7): a message, and per-field messages for 422. */
const readErrorBody = (data: unknown): { message: string; errors: Record<string, string[]> } => {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const errors: Record<string, string[]> = {}
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) errors[field] = messages.map(String)
    }
  }
  return { message: typeof body.message === 'string' ? body.message : '', errors }
}

const NETWORK_ERROR_MESSAGE = 'Network error or server not responding'

const toStorefrontError = (error: unknown): StorefrontError => {
  if (error instanceof HttpFailure) {
    const body = readErrorBody(error.data)
    return new StorefrontError(
      body.message ||
        error.response.statusText ||
        `Request failed with status ${error.response.status}`,
      error.response.status,
      body.errors,
      { cause: error },
    )
  }
  return new StorefrontError(NETWORK_ERROR_MESSAGE, 0, {}, { cause: error })
}

/** A query's values as URL search parameters; absent ones are left out. */
const searchOf = (query: Record<string, unknown>): string => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value))
  }
  return search.toString()
}

/**
 * Creates the Storefront API client. It touches no browser global: token and language come from
 * the functions you pass, so the same client works in the browser, on the server and in tests.
 */
export const createStorefrontClient = (options: StorefrontClientOptions) => {
  const logger = options.logger ?? console
  const validate = options.validate ?? validateByDefault()
  let schemas: Promise<Endpoints> | undefined
  /** The endpoint table with its schemas, loaded once, on the first checked call. */
  const loadSchemas = () =>
    (schemas ??= import('../contract/endpoints.ts').then((module) => module.endpoints))
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
  const send = {
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelayMs: options.retryDelayMs ?? 300,
  }
  /** The headers of a call: its own, then yours, then the session's and the language. */
  const headersOf = (method: string, url: URL, own: Record<string, string> | undefined) => {
    const headers = new Headers(own)
    const extra = options.headers?.({ method, path: url.pathname })
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
    const token = options.getToken?.()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    headers.set('Accept-Language', options.getLanguage?.() ?? DEFAULT_LANGUAGE)
    headers.set('Accept', 'application/json')
    return headers
  }

  /** Calls one endpoint of the contract; with `validate`, checks its input and its answer. */
  const call = async <N extends EndpointName>(
    name: N,
    input: CallInput<N> = {},
  ): Promise<CallOutput<N>> => {
    const route = routes[name]
    const endpoint = validate ? (await loadSchemas())[name] : undefined
    const check = (schema: z.ZodMiniType | undefined, value: unknown) =>
      schema && value !== undefined ? schema.parse(value) : value
    const params = check(
      endpoint && 'params' in endpoint ? endpoint.params : undefined,
      input.params,
    )
    const path = fillPath(route.path, (params ?? {}) as Record<string, unknown>)
    const query = check(endpoint && 'query' in endpoint ? endpoint.query : undefined, input.query)
    const body = check(endpoint && 'body' in endpoint ? endpoint.body : undefined, input.body)
    // A base like `/api` (a same-origin proxy) is read against the page's address.
    const page = (globalThis as { location?: { href: string } }).location?.href
    const url = new URL(path.replace(/^\//, ''), new URL(base, page))
    if (query) url.search = searchOf(query as Record<string, unknown>)
    const headers = headersOf(route.method, url, input.headers)
    let payload: BodyInit | undefined
    if (body !== undefined && route.multipart) payload = toFormData(body)
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers.set('Content-Type', 'application/json')
    }
    let json: unknown
    try {
      json = await sendRequest(
        url,
        { method: route.method, headers, ...(payload === undefined ? {} : { body: payload }) },
        send,
      )
    } catch (error) {
      throw toStorefrontError(error)
    }
    if (!endpoint) return json as CallOutput<N>
    const parsed = endpoint.response.safeParse(json)
    if (!parsed.success) throw new ContractError(route.path, parsed.error.issues)
    return parsed.data as CallOutput<N>
  }

  return {
    call,

    /**
     * The cart of a guest (by `uuid`) or of the signed-in customer; a cart that does not exist yet
     * reads as an empty one (`items: []`). A failed answer resolves `null` rather than throwing
     * (spec §7: no cart).
     */
    async getCart(query: CartQuery = {}): Promise<Cart | null> {
      try {
        const answer = await call('getCart', { query })
        return answer.data ?? null
      } catch (error) {
        logger.warn('[matjar] cart could not be read; treating it as no cart', error)
        return null
      }
    },

    /** Adds to the cart; throws a `StorefrontError` (402 when stock is short). */
    async addToCart(line: CartLineRequest): Promise<void> {
      await call('addToCart', { body: line })
    },

    /** Removes from the cart; throws a `StorefrontError`. */
    async removeFromCart(line: CartLineRequest): Promise<void> {
      await call('removeFromCart', { body: line })
    },

    /** Toggles a product in the wishlist; the message says "added" or "removed" (spec §4). */
    async toggleWishlist(request: WishlistToggleRequest): Promise<string> {
      const answer = await call('toggleWishlist', { body: request })
      return answer.data.message || answer.message
    },

    /**
     * Revokes the session on the server: the token goes as the bearer, never in the URL.
     * `fcm_token` carries only a push-notification token, when the app has one, so the server
     * can stop sending to this device. A failure is only logged (spec §7).
     */
    async logout(options: { pushToken?: string } = {}): Promise<void> {
      try {
        await call('logout', options.pushToken ? { query: { fcm_token: options.pushToken } } : {})
      } catch (error) {
        logger.warn('[matjar] logout failed on the server; clearing locally anyway', error)
      }
    },
  }
}

export type StorefrontClient = ReturnType<typeof createStorefrontClient>
