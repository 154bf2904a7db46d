import { endpoints } from '@matjar/core/contract'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import type { AppEnv } from './env.ts'
import { httpCache } from './http-cache.ts'
import { languageOf } from './language.ts'
import { recordEndpoint } from './serve.ts'

describe('HTTP caching of the real API', () => {
  const shop = useTestShop()
  const product = () => `/data/products/${shop.ids.plain}`

  it('answers a public read with a strong ETag, public Cache-Control and Vary', async () => {
    const res = await shop.app.request(product())
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{32}"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600')
    expect(res.headers.get('vary')).toMatch(/Accept-Language/)
    expect(endpoints.getProduct.response.parse(await res.json()).data.product.id).toBe(
      shop.ids.plain,
    )
  })

  it('answers If-None-Match with 304 and no body; another language has another tag', async () => {
    const first = await shop.app.request(product())
    const etag = first.headers.get('etag')!
    const again = await shop.app.request(product(), { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    const weak = await shop.app.request(product(), { headers: { 'if-none-match': `W/${etag}` } })
    expect(weak.status).toBe(304)

    const arabic = await shop.app.request(product(), {
      headers: { 'if-none-match': etag, 'accept-language': 'ar' },
    })
    expect(arabic.status).toBe(200)
    expect(arabic.headers.get('etag')).not.toBe(etag)
  })

  it('keeps a signed-in read out of shared caches, and carts out of every cache', async () => {
    const { token } = await signUpCustomer(shop)
    const mine = await shop.app.request(product(), {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-cache')
    expect(mine.headers.get('vary')).toMatch(/Authorization/)

    const cart = await shop.app.request(`${endpoints.getCart.path}?uuid=${crypto.randomUUID()}`)
    expect(cart.headers.get('cache-control')).toBe('private, no-store')
    expect(cart.headers.get('etag')).toBeNull()
  })

  it('does not tag failures', async () => {
    const missing = await shop.app.request('/data/products/999999')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('a public read served from memory', () => {
  const shop = useTestShop({ cache: { memorySeconds: 60 } })

  it('keeps the CORS headers, the content type and the tag of the first answer', async () => {
    const path = `/data/products/${shop.ids.plain}`
    const headers = { origin: 'https://shop.example' }
    const first = await shop.app.request(path, { headers })
    const second = await shop.app.request(path, { headers })
    for (const res of [first, second]) {
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    }
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    const unchanged = await shop.app.request(path, {
      headers: { ...headers, 'if-none-match': first.headers.get('etag')! },
    })
    expect(unchanged.status).toBe(304)
  })
})

describe('the in-memory copy of public reads', () => {
  afterEach(() => vi.useRealTimers())

  /** A tiny app on real contract paths whose product read counts how often it ran. */
  const countingApp = (memorySeconds: number) => {
    let reads = 0
    const app = new Hono<AppEnv>()
    app.use(async (c, next) => {
      c.set('language', languageOf(c.req.header('accept-language')))
      await next()
    })
    app.use(
      httpCache({ maxAge: 60, staleWhileRevalidate: 600, memorySeconds, memoryMaxBytes: 1 << 20 }),
    )
    // Each route records its endpoint as `serve` does: the cache knows the call by it.
    app.get('/data/products/:id', recordEndpoint('getProduct'), (c) =>
      c.json({ message: '', data: { reads: ++reads } }),
    )
    app.post(endpoints.checkout.path, recordEndpoint('checkout'), (c) => c.json({ message: 'ok' }))
    app.post(endpoints.addToCart.path, recordEndpoint('addToCart'), (c) =>
      c.json({ message: 'ok' }),
    )
    const read = async (headers: Record<string, string> = {}) =>
      (
        (await (await app.request('/data/products/7', { headers })).json()) as {
          data: { reads: number }
        }
      ).data.reads
    return { app, read }
  }

  it('serves anonymous reads from memory for the given seconds, per language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { read } = countingApp(5)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    expect(await read({ 'accept-language': 'ar' })).toBe(2)
    vi.advanceTimersByTime(5_001)
    expect(await read()).toBe(3)
  })

  it('never serves a signed-in read from memory', async () => {
    const { read } = countingApp(5)
    expect(await read()).toBe(1)
    expect(await read({ authorization: 'Bearer x' })).toBe(2)
    expect(await read({ authorization: 'Bearer x' })).toBe(3)
  })

  it('is emptied by a checkout, not by a cart change', async () => {
    const { app, read } = countingApp(60)
    expect(await read()).toBe(1)
    await app.request(endpoints.addToCart.path, { method: 'POST' })
    expect(await read()).toBe(1)
    await app.request(endpoints.checkout.path, { method: 'POST' })
    expect(await read()).toBe(2)
  })

  it('is off with 0 seconds', async () => {
    const { read } = countingApp(0)
    expect(await read()).toBe(1)
    expect(await read()).toBe(2)
  })

  it('keeps no more bytes of answers than READ_CACHE_MAX_MB allows: the oldest large listing goes', async () => {
    const reads = new Map<string, number>()
    const app = new Hono<AppEnv>()
    app.use(async (c, next) => {
      c.set('language', languageOf(c.req.header('accept-language')))
      await next()
    })
    app.use(
      httpCache({
        maxAge: 60,
        staleWhileRevalidate: 600,
        memorySeconds: 60,
        memoryMaxBytes: 300_000,
      }),
    )
    // A listing of about 100 KB, as a page of 100 products with their pictures reads.
    app.get('/data/products/:id', recordEndpoint('getProduct'), (c) => {
      const id = c.req.param('id')
      reads.set(id, (reads.get(id) ?? 0) + 1)
      return c.json({ message: '', data: 'x'.repeat(100_000) })
    })
    for (const id of ['1', '2', '3', '4', '4', '1']) await app.request(`/data/products/${id}`)
    // Two of them fit in 300,000 bytes: the newest is answered from memory, the oldest was dropped.
    expect(reads.get('4')).toBe(1)
    expect(reads.get('1')).toBe(2)
  })
})
