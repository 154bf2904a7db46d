import { createHash } from 'node:crypto'
import type { Endpoint } from '@matjar/core/contract'
import type { Context, MiddlewareHandler, Next } from 'hono'
import type { AppEnv } from './env.ts'
import { createExpiringMemory } from './expiring-memory.ts'

export interface HttpCacheOptions {
  /** Seconds a shared cache or a browser may keep a public read without asking again. */
  maxAge: number
  /** Seconds after that during which a stale copy may be served while it is refreshed. */
  staleWhileRevalidate: number
  /**
   * Seconds this process keeps the answers of anonymous public reads in memory (0: off). A write
   * that changes the catalogue (checkout, orders, the staff's order moves, the shop's own calls)
   * empties it once it succeeds; other replicas see the change within this many seconds.
   */
  memorySeconds: number
  /** The most bytes of answers this process keeps in memory (`READ_CACHE_MAX_MB`); the oldest go first. */
  memoryMaxBytes: number
}

/** 32 MiB: a few hundred of the largest listings, thousands of product pages. */
export const DEFAULT_MEMORY_MAX_BYTES = 32 * 1024 * 1024

/**
 * Writes after which the catalogue (stock, ratings, products) may read differently: checkout and
 * orders (stock sold or restocked), the staff's order moves (a cancel restocks), the shop's and
 * the catalogue's own calls.
 */
const CATALOGUE_WRITERS = new Set<Endpoint['tag']>([
  'Checkout',
  'Orders',
  'Staff',
  'Shop',
  'Catalogue',
])

interface Kept {
  body: ArrayBuffer
  etag: string
  contentType: string
  until: number
}

/** What changes an answer: the language, the customer, and (for CORS) the calling origin. */
const VARY = 'Accept-Language, Authorization, Origin'

/**
 * HTTP caching driven by the contract, for the calls `serve` matched to an endpoint (it records
 * the endpoint and hands the call here: no routing of its own). Public reads answer with a strong
 * ETag, `Cache-Control: public, max-age, stale-while-revalidate` and `Vary: Accept-Language,
 * Authorization, Origin`; and `If-None-Match` gets 304. A public read sent with a bearer token may
 * carry the customer's own flags (`is_fav`), so it is `private, no-cache`. Everything else,
 * routes outside the contract included, is `private, no-store`.
 */
export function httpCache(options: HttpCacheOptions): MiddlewareHandler<AppEnv> {
  const publicControl = `public, max-age=${options.maxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`
  const memory = createExpiringMemory<Kept>({
    maxBytes: options.memoryMaxBytes,
    sizeOf: (kept) => kept.body.byteLength + kept.etag.length * 2 + kept.contentType.length * 2,
    sweepEveryMs: options.memorySeconds > 0 ? Math.max(1000, options.memorySeconds * 1000) : 0,
  })

  const cacheCall = async (
    c: Context<AppEnv>,
    endpoint: Endpoint,
    next: Next,
  ): Promise<Response | undefined> => {
    const signedIn = Boolean(c.req.header('authorization'))
    const cacheable = endpoint.access === 'public' && endpoint.method === 'GET'
    const key = `${c.get('language')} ${c.req.url}`
    const anonymous = cacheable && !signedIn

    const kept = anonymous && options.memorySeconds > 0 ? memory.get(key) : undefined
    if (kept) return answer(c, kept, publicControl)

    await next()

    if (endpoint.method !== 'GET' && c.res.status < 400 && CATALOGUE_WRITERS.has(endpoint.tag)) {
      memory.clear()
    }
    if (!cacheable || c.res.status !== 200) {
      if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'private, no-store')
      return
    }
    const body = await c.res.arrayBuffer()
    const fresh: Kept = {
      body,
      etag: `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 32)}"`,
      contentType: c.res.headers.get('content-type') ?? 'application/json',
      until: Date.now() + options.memorySeconds * 1000,
    }
    if (anonymous && options.memorySeconds > 0) {
      memory.set(key, fresh, fresh.until)
    }
    // Built on the handler's answer (its other headers stay), then put in its place.
    const tagged = answer(c, fresh, signedIn ? 'private, no-cache' : publicControl)
    c.res = undefined
    c.res = tagged
    return undefined
  }

  return async (c, next) => {
    c.set('cacheCall', cacheCall)
    await next()
    if (!c.get('endpoint') && !c.res.headers.has('cache-control')) {
      c.header('Cache-Control', 'private, no-store')
    }
  }
}

/** The kept answer, or 304 when the caller already holds it; Hono's own response path is the fast one. */
function answer(c: Context<AppEnv>, kept: Kept, cacheControl: string): Response {
  const headers = {
    ETag: kept.etag,
    'Cache-Control': cacheControl,
    Vary: VARY,
  }
  if (matches(c.req.header('if-none-match'), kept.etag)) return c.body(null, 304, headers)
  return c.body(kept.body, 200, { ...headers, 'Content-Type': kept.contentType })
}

/** `If-None-Match` holds a list of tags, maybe weak (`W/"…"`), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
