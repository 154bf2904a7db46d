import {
  createStorefrontClient,
  type StorefrontClient,
  type StorefrontClientOptions,
} from '../client/create-storefront-client.ts'
import { StorefrontError } from '../client/storefront-error.ts'
import type { Cart } from '../contract/cart.ts'
import type { User } from '../contract/user.ts'
import type { Language } from '../locale/language.ts'
import { sdkMessages } from '../messages/sdk-messages.ts'
import type { ColorMode } from '../preferences/color-mode.ts'
import { createPreferences } from '../preferences/create-preferences.ts'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { DEFAULT_STORAGE_KEYS } from '../storage/keys.ts'
import { clearedSessionCookie } from './session-cookie.ts'

/** Next.js's `await cookies()`, or anything else that lists a request's cookies. */
export interface CookieList {
  getAll(): readonly { name: string; value: string }[]
}

export interface ReadStorefrontRequestOptions {
  /** Where the Storefront API answers (from the server: its full address, not a proxy path). */
  apiUrl: string
  /**
   * The page's language when your addresses carry it (`/ar/…`); the `lang` cookie otherwise,
   * English without one.
   */
  language?: Language
  /**
   * Also read who is signed in (`getProfile`), for `customer` (a server-held session's user): one
   * call more for a signed-in request. A token the API refuses (401) ends the session here:
   * `signedIn` false and `headers` carrying the cookie that drops it. Off by default.
   */
  customer?: boolean
  /** Read the signed-in customer's cart for `initialCart` (on by default). */
  cart?: boolean
  /** More options of the client made for the request (`imageBaseUrl`, `fetch`, `timeoutMs` …). */
  client?: Omit<StorefrontClientOptions, 'baseUrl' | 'getToken' | 'getLanguage'>
}

export interface StorefrontRequest {
  language: Language
  colorMode: ColorMode
  /**
   * The signed-in customer's cart, for the provider's `initialCart`; null for a guest, with
   * `cart: false`, or when the API could not answer (the provider reads it in the browser then).
   */
  initialCart: Cart | null
  /**
   * Whether the request carries a session token (the `_token` cookie); with `customer: true`, false
   * too when the API refused it.
   */
  signedIn: boolean
  /**
   * With `customer: true`: the signed-in customer as the API knows them (for `serverHeldSession`),
   * or null (a guest, a refused token, or an API that could not be reached: the page renders
   * signed out and the cookie stays).
   */
  customer: User | null
  /**
   * Headers for your response: `Set-Cookie` dropping a session cookie the API refused (from a Fetch
   * `Request`; a Next.js render cannot set cookies, the session proxy drops it at the next call).
   * Empty otherwise.
   */
  headers: Record<string, string>
  /**
   * A client for this request's reads, in its language, with its session: keep it on the server
   * (it holds the token), pass the other values to the page.
   */
  client: StorefrontClient
}

const cookieHeaderOf = (source: Request | CookieList): string =>
  source instanceof Request
    ? (source.headers.get('Cookie') ?? '')
    : source
        .getAll()
        .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
        .join('; ')

const REFUSED = Symbol('refused')

/** The session's customer; REFUSED when the API refuses the token, null when it cannot answer. */
const profileOf = (client: StorefrontClient): Promise<User | typeof REFUSED | null> =>
  client.call('getProfile').then(
    (answer) => answer.data,
    (error: unknown) => (error instanceof StorefrontError && error.status === 401 ? REFUSED : null),
  )

/**
 * What a server render needs from a request, in one call: the shopper's language and colour mode
 * (the `lang` and `nuxt-color-mode` cookies), the SDK's words loaded in that language, a client
 * with the request's session (`_token`), the customer's cart for `initialCart` and, when asked, the
 * customer (`customer: true`). No API failure makes it throw: the page renders without what the
 * API could not answer. Give it a
 * Fetch `Request` (React Router, Remix, Hono, route handlers) or Next.js's `await cookies()`.
 * Every value but `client` is serialisable: pass them to the page and `StorefrontProvider`.
 */
export async function readStorefrontRequest(
  source: Request | CookieList,
  options: ReadStorefrontRequestOptions,
): Promise<StorefrontRequest> {
  const cookies = createMemoryCookieJar(cookieHeaderOf(source))
  const saved = createPreferences({ cookies }).getState()
  const language = options.language ?? saved.language
  const token = cookies.get(DEFAULT_STORAGE_KEYS.tokenCookie) || null
  const client = createStorefrontClient({
    ...options.client,
    baseUrl: options.apiUrl,
    getToken: () => token,
    getLanguage: () => language,
  })
  const [customer, cart] = await Promise.all([
    token && options.customer ? profileOf(client) : Promise.resolve(null),
    token && options.cart !== false ? client.getCart() : Promise.resolve(null),
    sdkMessages.load(language),
  ])
  const refused = customer === REFUSED
  const headers: Record<string, string> =
    refused && source instanceof Request ? { 'Set-Cookie': clearedSessionCookie(source) } : {}
  return {
    language,
    colorMode: saved.colorMode,
    initialCart: refused ? null : cart,
    signedIn: token !== null && !refused,
    customer: refused ? null : customer,
    headers,
    client,
  }
}
