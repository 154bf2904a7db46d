import type * as z from 'zod/mini'
import type { Cart, CartLineRequest, CartQuery } from '../contract/cart.ts'
import type { EndpointName, Endpoints } from '../contract/endpoints.ts'
import { fillPath } from '../contract/path-params.ts'
import { routes } from '../contract/routes.ts'
import type { WishlistToggleRequest } from '../contract/wishlist.ts'
import { DEFAULT_LANGUAGE, type Language } from '../locale/language.ts'
import { checkedBase, fromFailure, isPublicRead } from './call-address.ts'
import { resolvePictureUrls } from './picture-urls.ts'
import { HttpFailure, sendRequest } from './send-request.ts'

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
  /**
   * Where the API's pictures are served, e.g. `https://api.example.com`: every picture answered
   * as a path (`/media/41/1200.jpg`) is made absolute against it as the answer arrives, so cards
   * and pages on another origin load their pictures. Left out, picture URLs stay as answered
   * (right when your site proxies `/media` or runs on the API's origin).
   */
  imageBaseUrl?: string
  /** A `fetch` to use instead of the global one (server rendering, tests). */
  fetch?: typeof fetch
  /** Milliseconds before a call is abandoned; 10 000 by default. */
  timeoutMs?: number
  /** Milliseconds to wait before the retry (spec §7 allows one); 300 by default. */
  retryDelayMs?: number
  /** Where failures that are swallowed by design (the cart read, logout) are reported. */
  logger?: Pick<Console, 'warn'>
  /**
   * Told when the API answered 401 to a call: `withToken` says whether it carried the bearer (a
   * session the server no longer knows). `createStorefront` signs the shopper out locally then.
   */
  onUnauthorized?: (call: { name: EndpointName; withToken: boolean }) => void
  /**
   * Check the server's answer against the contract's schemas and fill its defaults; an input the
   * contract refuses is reported with `logger.warn` and still sent, so that the server answers it
   * (a 422 with field errors in the shopper's language) exactly as in production. On by default
   * unless `process.env.NODE_ENV` is `production`: tests and development catch a drifting API
   * (`ContractError`), while a production browser never loads zod or the endpoint table (they
   * come in a chunk of their own, on the first checked call).
   */
  validate?: boolean
}

type Input<S> = S extends z.core.$ZodType ? z.input<S> : never
type PartOf<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S> ? Input<S> : never
/** One part of a call: absent when the endpoint has none, required when it requires one. */
type Slot<K extends string, V> = [V] extends [never]
  ? { [P in K]?: undefined }
  : undefined extends V
    ? { [P in K]?: V }
    : object extends V
      ? { [P in K]?: V }
      : { [P in K]: V }
/**
 * What a call sends: `params` and `body` are required when the endpoint has them (a compile
 * error otherwise), `query` when it has a required value; numbers are numbers.
 */
export type CallInput<N extends EndpointName> = Slot<'params', PartOf<N, 'params'>> &
  Slot<'query', PartOf<N, 'query'>> &
  Slot<'body', PartOf<N, 'body'>> & {
    headers?: Record<string, string>
    /** Abandons the call (an unmounted component's read); it then rejects like a network failure. */
    signal?: AbortSignal
  }
/** The arguments after the endpoint's name: the input may be left out only when nothing is required. */
export type CallArguments<N extends EndpointName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>]
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

/** Browsers cap the bodies of requests that outlive their page at 64 KiB: 20,000 characters of
 * JSON are at most 60,000 bytes of UTF-8 (three bytes a character at worst). */
const KEEPALIVE_BODY_LIMIT = 20_000

/**
 * A change with a small JSON body is sent `keepalive`, so a shopper who reloads or leaves right
 * after adding to the cart does not abort it half-way: the cart never loses a line that was shown.
 */
const outlivesPage = (method: string, payload: BodyInit | undefined): boolean =>
  method !== 'GET' && typeof payload === 'string' && payload.length <= KEEPALIVE_BODY_LIMIT

/** The `Idempotency-Key` header of a change: `key`, or a new one (one change, one key). */
const keyed = (key: string = crypto.randomUUID()) => ({ 'Idempotency-Key': key })

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
  let checks: Promise<typeof import('./checked-call.ts')> | undefined
  /** The endpoint table with its schemas, loaded once, on the first checked call. */
  const loadChecks = () => (checks ??= import('./checked-call.ts'))
  const base = checkedBase(options.baseUrl)
  const send = {
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelayMs: options.retryDelayMs ?? 300,
  }
  /** The headers of a call: its own, then yours, then the session's and the language. */
  const headersOf = (
    method: string,
    url: URL,
    own: Record<string, string> | undefined,
    withToken: boolean,
  ) => {
    const headers = new Headers(own)
    const extra = options.headers?.({ method, path: url.pathname })
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
    const token = withToken ? options.getToken?.() : null
    if (token) headers.set('Authorization', `Bearer ${token}`)
    headers.set('Accept-Language', options.getLanguage?.() ?? DEFAULT_LANGUAGE)
    headers.set('Accept', 'application/json')
    return headers
  }

  /** Calls one endpoint of the contract; with `validate`, checks its input and its answer. */
  const call = async <N extends EndpointName>(
    name: N,
    ...[given]: CallArguments<N>
  ): Promise<CallOutput<N>> => {
    const input: {
      params?: unknown
      query?: unknown
      body?: unknown
      headers?: Record<string, string>
      signal?: AbortSignal
    } = given ?? {}
    const route = routes[name]
    const contract = validate ? (await loadChecks()).contractOf(name, route.path, logger) : null
    // The input is checked to help the developer, never to refuse it: the server decides.
    const check = (part: 'params' | 'query' | 'body', value: unknown) =>
      contract ? contract.input(part, value) : value
    const params = check('params', input.params)
    const path = fillPath(route.path, (params ?? {}) as Record<string, unknown>)
    const query = check('query', input.query)
    const body = check('body', input.body)
    // A base like `/api` (a same-origin proxy) is read against the page's address.
    const page = (globalThis as { location?: { href: string } }).location?.href
    const url = new URL(path.replace(/^\//, ''), new URL(base, page))
    if (query) url.search = searchOf(query as Record<string, unknown>)
    const sendOnce = (withToken: boolean) => {
      const headers = headersOf(route.method, url, input.headers, withToken)
      let payload: BodyInit | undefined
      if (body !== undefined && route.multipart) payload = toFormData(body)
      else if (body !== undefined) {
        payload = JSON.stringify(body)
        headers.set('Content-Type', 'application/json')
      }
      return sendRequest(
        url,
        {
          method: route.method,
          headers,
          ...(payload === undefined ? {} : { body: payload }),
          ...(outlivesPage(route.method, payload) ? { keepalive: true } : {}),
          ...(input.signal ? { signal: input.signal } : {}),
        },
        send,
      )
    }
    const withToken = Boolean(options.getToken?.())
    let json: unknown
    try {
      json = await sendOnce(true)
    } catch (error) {
      const refused = error instanceof HttpFailure && error.response.status === 401
      if (refused) options.onUnauthorized?.({ name, withToken })
      if (!(refused && withToken && isPublicRead(route.method, route.path)))
        throw await fromFailure(error, route.method, url)
      // A dead session must not break the catalogue: the read is asked again as a guest.
      try {
        json = await sendOnce(false)
      } catch (retried) {
        throw await fromFailure(retried, route.method, url)
      }
    }
    const pictures = (answer: unknown) =>
      (options.imageBaseUrl
        ? resolvePictureUrls(answer, options.imageBaseUrl)
        : answer) as CallOutput<N>
    return pictures(contract ? contract.answer(json) : json)
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

    /**
     * Adds to the cart; throws a `StorefrontError` (402 when stock is short). `key` is the
     * change's `Idempotency-Key`, a new one when left out: send the same again to retry a change
     * whose answer never came, and the API answers as it did the first time instead of adding twice.
     */
    async addToCart(line: CartLineRequest, key?: string): Promise<void> {
      await call('addToCart', { body: line, headers: keyed(key) })
    },

    /** Removes from the cart; throws a `StorefrontError`. `key` as for `addToCart`. */
    async removeFromCart(line: CartLineRequest, key?: string): Promise<void> {
      await call('removeFromCart', { body: line, headers: keyed(key) })
    },

    /**
     * Toggles a product in the wishlist; the message says "added" or "removed" (spec §4). `key`
     * as for `addToCart`: the retry of a toggle with its key does not flip the product back.
     */
    async toggleWishlist(request: WishlistToggleRequest, key?: string): Promise<string> {
      const answer = await call('toggleWishlist', { body: request, headers: keyed(key) })
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
