import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from './app.ts'
import type { Database } from './db/connect.ts'
import type { Logger } from './http/logger.ts'
import { apiCaller } from './test/api-caller.ts'
import { readError } from './test/http.ts'
import { useTestShop } from './test/shop.ts'

const shop = useTestShop()

const recordingLogger = () => ({ info: vi.fn(), error: vi.fn() }) satisfies Logger

// A database whose every use fails, to reach the paths real bugs and outages take.
const brokenDatabase = new Proxy({} as Database, {
  get: () => () => {
    throw new Error('database exploded')
  },
})

describe('the app', () => {
  it('reports its health', async () => {
    const res = await shop.app.request('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'ok', data: { db: 'up' } })
  })

  it('reports a database it cannot reach as 503', async () => {
    const app = createApp({ db: brokenDatabase, logger: recordingLogger() })
    const res = await app.request('/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'Database unavailable' })
  })

  it('answers unknown routes with a JSON 404', async () => {
    const res = await shop.app.request('/data/nowhere', { headers: { 'accept-language': 'ar' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    // In the language asked, naming what was asked so a wrong base URL is found at once.
    const { message } = (await res.json()) as { message: string }
    expect(message).toMatch(/^غير موجود: /)
    expect(message).toContain('GET /data/nowhere')
  })

  it('answers malformed JSON with 400', async () => {
    for (const body of ['{"product_id": 1,', '', 'undefined']) {
      const res = await shop.calls.add(body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'The request body is not valid JSON' })
    }
  })

  it('answers JSON that is not an object with 422', async () => {
    const res = await shop.calls.add('[1, 2]')
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toHaveProperty('body')
  })

  it('refuses bodies over 16 KiB with 413', async () => {
    const res = await shop.calls.add({ uuid: randomUUID(), padding: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large' })
  })

  it('answers a real bug with a logged, detail-free JSON 500', async () => {
    const logger = recordingLogger()
    const call = apiCaller(createApp({ db: brokenDatabase, logger }))
    const res = await call('getCart', { query: { uuid: randomUUID() } })
    expect(res.status).toBe(500)
    expect(res.ok ? undefined : res.error).toEqual({ message: 'Internal Server Error' })
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/data/product/cart', error: 'database exploded' }),
    )
  })

  it('logs one line per request, without the query string', async () => {
    const logger = recordingLogger()
    const call = apiCaller(createApp({ db: shop.database.db, logger }))
    await call('getCart', { query: { uuid: randomUUID() } })
    expect(logger.info).toHaveBeenCalledTimes(1)
    expect(logger.info).toHaveBeenCalledWith({
      method: 'GET',
      path: '/data/product/cart',
      status: 200,
      ms: expect.any(Number),
    })
  })

  describe('CORS', () => {
    const preflight = (app: ReturnType<typeof createApp>, origin: string) =>
      app.request('/actions/product/add-to-cart', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization,accept-language',
        },
      })

    it('allows any origin by default, with the headers the storefront sends', async () => {
      const res = await preflight(shop.app, 'https://shop.example')
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase()
      for (const header of [
        'authorization',
        'content-type',
        'accept-language',
        'idempotency-key',
      ]) {
        expect(allowed).toContain(header)
      }
    })

    it('allows only the configured origins', async () => {
      const app = createApp({
        db: shop.database.db,
        logger: recordingLogger(),
        corsOrigins: ['https://shop.example', 'http://localhost:5173'],
      })
      const allowed = await preflight(app, 'http://localhost:5173')
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      const refused = await preflight(app, 'https://evil.example')
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
      expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
      expect(allowed.headers.get('vary')).toContain('Origin')
      // Reads too: the allowed origin is named, another is not, and caches keep them apart.
      const read = (origin: string) => apiCaller(app)('listCategories', { headers: { origin } })
      const mine = await read('https://shop.example')
      expect(mine.status).toBe(200)
      expect(mine.headers.get('access-control-allow-origin')).toBe('https://shop.example')
      expect(mine.headers.get('vary')).toContain('Origin')
      const theirs = await read('https://evil.example')
      expect(theirs.status).toBe(200)
      expect(theirs.headers.get('access-control-allow-origin')).toBeNull()
    })
  })
})
