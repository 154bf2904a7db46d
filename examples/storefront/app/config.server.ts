/**
 * The shop's public address: required in production (canonical links, sitemaps and JSON-LD
 * must never name a host a request made up); elsewhere unset means the request's own address.
 */
function publicUrlOf(env: Record<string, string | undefined>): string | null {
  const value = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null
  if (value === null && env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_URL must be set in production: the shop’s public address, e.g. https://shop.example',
    )
  }
  if (value !== null && !/^https?:\/\/[^/?#]+$/.test(value)) {
    throw new Error(
      `PUBLIC_URL must be an origin such as https://shop.example (got ${JSON.stringify(value)})`,
    )
  }
  return value
}

/** The storefront's configuration, read from the environment on the server only. */
export const readStorefrontConfig = (env: Record<string, string | undefined>) => ({
  /** Where the Storefront API answers, as the browser and the server both reach it. */
  apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
  /**
   * Milliseconds a page's calls to the API may take in all (`API_DEADLINE_MS`, 5000): past it, or
   * when the API answers 503 or 429 or cannot be reached, the page answers 503 with `Retry-After`.
   */
  apiDeadlineMs: wholeNumber(env, 'API_DEADLINE_MS', 5_000, 1, 'milliseconds'),
  /**
   * The shop's public address (`PUBLIC_URL`, e.g. `https://shop.example`) for canonical links,
   * language alternates and sitemaps; unset: the address each request came to.
   */
  publicUrl: publicUrlOf(env),
  /**
   * The shop's Google OAuth client id: when set, `/auth` offers "Sign in with Google" (the API
   * needs the same id in its own GOOGLE_CLIENT_ID). Unset or empty: no Google button, no script.
   */
  googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null,
  /**
   * Seconds a shared cache (CDN, caching proxy) may keep a public page for visitors without a
   * session (`PAGE_CACHE_SECONDS`, 60 by default; 0: never shared), and serve it stale while it
   * refreshes it (`PAGE_STALE_SECONDS`, 300).
   */
  pageCache: {
    sharedSeconds: seconds(env, 'PAGE_CACHE_SECONDS', 60),
    staleSeconds: seconds(env, 'PAGE_STALE_SECONDS', 300),
  },
  /**
   * Seconds this server keeps a public page it rendered, to answer the same page again without
   * rendering it (`PAGE_MEMORY_SECONDS`, 2 by default; 0: off). Never longer than a shared cache
   * may keep it.
   */
  pageMemorySeconds: Math.min(
    seconds(env, 'PAGE_MEMORY_SECONDS', 2),
    seconds(env, 'PAGE_CACHE_SECONDS', 60),
  ),
  /**
   * Seconds the `/api` proxy waits for the API to start answering before it answers 504
   * (`API_TIMEOUT_SECONDS`, 25 by default): keep it under the timeout of the proxy in front
   * (nginx's `proxy_read_timeout`, 60 s), so the shopper hears it from the shop.
   */
  apiTimeoutSeconds: Math.max(seconds(env, 'API_TIMEOUT_SECONDS', 25), 1),
  /** The most bytes of pages kept in that memory (`PAGE_MEMORY_MAX_MB`, 32 by default); the oldest go first. */
  pageMemoryMaxBytes: wholeNumber(env, 'PAGE_MEMORY_MAX_MB', 32, 0, 'megabytes') * 1024 * 1024,
  /**
   * Where the phone inputs find the visitor's country (session/visitor-country.server.ts): the
   * header your CDN or proxy writes it in (`VISITOR_COUNTRY_HEADER`, e.g. `X-Country-Code`; read
   * before Cloudflare's, CloudFront's and Vercel's, which are always read), and the shop's own
   * country when nothing tells (`SHOP_COUNTRY`, `SA` by default).
   */
  visitorCountryHeader: env.VISITOR_COUNTRY_HEADER?.trim() || null,
  shopCountry: countryCode(env, 'SHOP_COUNTRY', 'SA'),
})

/** A two-letter country code from the environment (the default when unset or empty). */
function countryCode(env: Record<string, string | undefined>, name: string, fallback: string) {
  const value = env[name]?.trim().toUpperCase()
  if (!value) return fallback
  if (!/^[A-Z]{2}$/.test(value)) {
    throw new Error(
      `${name} must be a two-letter country code such as SA (got ${JSON.stringify(env[name])})`,
    )
  }
  return value
}

/** A whole number of seconds from the environment (the default when unset or empty). */
const seconds = (env: Record<string, string | undefined>, name: string, fallback: number) =>
  wholeNumber(env, name, fallback, 0, 'seconds')

/** A whole number of `unit`, `min` or more, from the environment (the default when unset). */
function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  unit: string,
) {
  const value = env[name]?.trim()
  if (!value) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(
      `${name} must be a whole number of ${unit}, ${min} or more (got ${JSON.stringify(value)})`,
    )
  }
  return parsed
}

export const storefrontConfig = readStorefrontConfig(process.env)
