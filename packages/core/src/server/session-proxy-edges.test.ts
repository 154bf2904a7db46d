import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSessionProxy, type SessionProxyOptions } from './session-proxy.ts'

// A stand-in API that records the headers that reached it; `/never` never answers.
const seen: IncomingHttpHeaders[] = []
const hanging: ServerResponse[] = []
const api = createServer(async (req, res) => {
  for await (const _ of req) {
  }
  seen.push(req.headers)
  if (req.url === '/never') {
    hanging.push(res)
    return
  }
  res.setHeader('Content-Type', 'application/json')
  res.end(JSON.stringify({ message: '', data: null }))
})
let apiUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const res of hanging) res.end()
  await new Promise<void>((resolve) => api.close(() => resolve()))
})

const proxy = (options: Partial<SessionProxyOptions> = {}) =>
  createSessionProxy({ apiUrl, warn: () => {}, ...options })
const CSRF = 'c'.repeat(64)
const shop = (path: string, init: RequestInit & { cookie?: string } = {}) => {
  const headers = new Headers(init.headers)
  headers.set('Cookie', [`csrf_token=${CSRF}`, init.cookie].filter(Boolean).join('; '))
  return new Request(`http://shop.test/api${path}`, { ...init, headers })
}
const change = { method: 'POST', headers: { 'X-CSRF-Token': CSRF }, body: '{}' }
const messageOf = async (answer: Response) => ((await answer.json()) as { message: string }).message

describe('who is calling, as the API is told', () => {
  it('is the connection’s address, whatever X-Forwarded-For the client wrote', async () => {
    const forwardToApi = proxy()
    const spoofed = { headers: { 'X-Forwarded-For': '198.51.100.66' } }
    // Node's `req.socket`, Hono's `getConnInfo(c).remote`.
    await forwardToApi(shop('/data/products', spoofed), { remoteAddress: '203.0.113.5' })
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.5')
    await forwardToApi(shop('/data/products', spoofed), { address: '2001:db8::7' })
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('2001:db8::7')
  })

  it('behind trusted proxies, is the address they saw, never one the client put before it', async () => {
    const forwarded = (value: string) => ({ headers: { 'X-Forwarded-For': value } })
    const behindOne = proxy({ trustedProxies: 1 })
    await behindOne(shop('/data/products', forwarded('6.6.6.6, 203.0.113.8')), {
      remoteAddress: '127.0.0.1',
    })
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.8')
    const behindTwo = proxy({ trustedProxies: 2 })
    await behindTwo(shop('/data/products', forwarded('6.6.6.6, 203.0.113.9, 10.0.0.2')))
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.9')
    // Fewer entries than proxies: it did not come through them.
    await behindTwo(shop('/data/products', forwarded('6.6.6.6')))
    expect(seen.at(-1)?.['x-forwarded-for']).toBeUndefined()
  })

  it('says once, in the log, that no address was given, and forwards none', async () => {
    const warn = vi.fn()
    const forwardToApi = proxy({ warn })
    // Next.js calls a route handler with `{ params }`: no address in it.
    await forwardToApi(shop('/data/products'), { params: Promise.resolve({}) })
    await forwardToApi(shop('/data/products'))
    expect(seen.at(-1)?.['x-forwarded-for']).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('no client address')
  })

  it('passes on nothing that is not an address', async () => {
    const forwardToApi = proxy({ clientAddress: () => '203.0.113.1\r\nX-Admin-Token: x' })
    const answer = await forwardToApi(shop('/data/products'))
    expect(answer.status).toBe(200)
    expect(seen.at(-1)?.['x-forwarded-for']).toBeUndefined()
    expect(seen.at(-1)?.['x-admin-token']).toBeUndefined()
  })
})

describe('a _token cookie no token can have', () => {
  it('is no session: not sent, cleared, never thrown or logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const forwardToApi = proxy({ clientAddress: () => '203.0.113.2' })
    for (const cookie of ['_token=a%0Db', '_token=a%0Ab', '_token=a%00b', '_token=a%0D%0AX:%20y']) {
      const answer = await forwardToApi(shop('/data/products', { cookie }))
      expect(answer.status, cookie).toBe(200)
      expect(answer.headers.get('Set-Cookie'), cookie).toMatch(/^_token=;.*Max-Age=0/)
      expect(seen.at(-1)?.authorization, cookie).toBeUndefined()
      const added = await forwardToApi(shop('/actions/product/add-to-cart', { ...change, cookie }))
      expect(added.status, cookie).toBe(200)
      expect(added.headers.get('Set-Cookie'), cookie).toMatch(/^_token=;.*Max-Age=0/)
    }
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })
})

describe('the proxy’s own failures', () => {
  it('answers 504 in the shopper’s language when the API takes longer than timeoutMs', async () => {
    const forwardToApi = proxy({ timeoutMs: 100, clientAddress: () => '203.0.113.3' })
    const read = await forwardToApi(shop('/never', { cookie: 'lang=ar' }))
    expect(read.status).toBe(504)
    expect(await messageOf(read)).toBe('تأخّر الخادم في الرد. تحقّق من سلّتك قبل المحاولة مرة أخرى.')
    const added = await forwardToApi(shop('/never', change))
    expect(added.status).toBe(504)
    expect(await messageOf(added)).toBe(
      'The server took too long to answer. Check your cart before trying again.',
    )
  })

  it('answers 502 in the shopper’s language when the API cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const forwardToApi = proxy({ apiUrl: `http://127.0.0.1:${port}`, clientAddress: () => null })
    const answer = await forwardToApi(
      shop('/data/products', { headers: { 'Accept-Language': 'ar' } }),
    )
    expect(answer.status).toBe(502)
    expect(await messageOf(answer)).toBe(
      'يتعذّر على المتجر الوصول إلى خادمه الآن. حاول مرة أخرى بعد قليل.',
    )
  })
})
