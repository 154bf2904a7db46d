import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionProxy } from './session-proxy.ts'

// A stand-in API that records what reached it and answers like the real one.
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = []
const api = createServer(async (req, res) => {
  let body = ''
  for await (const chunk of req) body += chunk
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
  res.setHeader('Content-Type', 'application/json')
  // As lenient as an API could be: letters case-blind, escapes decoded, a trailing slash forgiven.
  const lenient = decodeURIComponent(req.url ?? '')
    .toLowerCase()
    .replace(/\/+(\?|$)/, '$1')
  if (lenient === '/auth/login' || lenient === '/auth/register/confirm') {
    res.end(JSON.stringify({ message: 'Sign in successfully', data: { user: {}, token: 'tok-1' } }))
  } else if (req.url === '/auth/profile' && req.headers.authorization !== 'Bearer tok-1') {
    res.statusCode = 401
    res.end(JSON.stringify({ message: 'Unauthenticated.' }))
  } else if (req.url?.startsWith('/slow/')) {
    // Answers after the page that asked has gone away (the tests abort it meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 150))
    res.end(JSON.stringify({ message: 'done', data: null }))
  } else if (req.url === '/data/products') {
    res.setHeader('Cache-Control', 'public, max-age=60')
    res.setHeader('ETag', '"list-1"')
    res.setHeader('Vary', 'Accept-Language, Authorization')
    res.end(JSON.stringify({ message: '', data: null }))
  } else {
    res.end(JSON.stringify({ message: '', data: null }))
  }
})
let forwardToApi: (request: Request) => Promise<Response>

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  forwardToApi = createSessionProxy({
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    // As a server that knows the socket's address passes it on (never a header the client set).
    clientAddress: (request) => request.headers.get('x-matjar-client-address'),
  })
})
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))

const CSRF = 'c'.repeat(64)
const shop = (path: string, init: RequestInit & { cookie?: string } = {}) => {
  const headers = new Headers(init.headers)
  headers.set('Cookie', [`csrf_token=${CSRF}`, init.cookie].filter(Boolean).join('; '))
  return new Request(`http://shop.test/api${path}`, { ...init, headers })
}
const withCsrf = { 'X-CSRF-Token': CSRF, 'Content-Type': 'application/json' }

describe('the session proxy on the site’s origin', () => {
  it('keeps the token of a sign-in in an HttpOnly cookie and hands the page a placeholder', async () => {
    const answer = await forwardToApi(
      shop('/auth/login', { method: 'POST', headers: withCsrf, body: '{"email":"a@b.co"}' }),
    )
    expect(answer.status).toBe(200)
    const cookie = answer.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^_token=tok-1;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    const body = (await answer.json()) as { data: { token: string } }
    expect(body.data.token).toBe('server-held')
    expect(JSON.stringify(body)).not.toContain('tok-1')
    expect(seen.at(-1)?.body).toBe('{"email":"a@b.co"}')
  })

  it('adds the bearer from the cookie and passes on who is calling', async () => {
    const answer = await forwardToApi(
      shop('/auth/profile?x=1', {
        cookie: '_token=tok-1',
        headers: { 'x-matjar-client-address': '203.0.113.9', 'Accept-Language': 'ar' },
      }),
    )
    expect(answer.status).toBe(200)
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/auth/profile?x=1' })
    expect(seen.at(-1)?.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'x-forwarded-for': '203.0.113.9',
      'accept-language': 'ar',
    })
    expect(seen.at(-1)?.headers.cookie).toBeUndefined()
  })

  it('passes the API’s cache headers on, varying on the cookie that carries the bearer', async () => {
    const answer = await forwardToApi(shop('/data/products'))
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(answer.headers.get('ETag')).toBe('"list-1"')
    expect(answer.headers.get('Vary')).toBe('Accept-Language, Authorization, Cookie')
  })

  it('drops a cookie whose token the API refuses, and clears it on logout', async () => {
    const refused = await forwardToApi(shop('/auth/profile', { cookie: '_token=revoked' }))
    expect(refused.status).toBe(401)
    expect(refused.headers.get('Set-Cookie')).toMatch(/^_token=;.*Max-Age=0/)

    const out = await forwardToApi(
      shop('/auth/logout', { cookie: '_token=tok-1', headers: withCsrf }),
    )
    expect(out.headers.get('Set-Cookie')).toMatch(/^_token=;.*Max-Age=0/)
    expect(seen.at(-1)?.url).toBe('/auth/logout')
  })

  it('refuses changes (and logout) without the CSRF token, in the shopper’s language', async () => {
    const before = seen.length
    const refused = await forwardToApi(
      shop('/actions/product/add-to-cart', {
        method: 'POST',
        cookie: 'lang=ar',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    )
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.',
    )
    const logout = await forwardToApi(shop('/auth/logout', { cookie: '_token=tok-1' }))
    expect(logout.status).toBe(403)
    const wrong = await forwardToApi(
      shop('/actions/product/add-to-cart', {
        method: 'POST',
        headers: { ...withCsrf, 'X-CSRF-Token': 'd'.repeat(64) },
        body: '{}',
      }),
    )
    expect(wrong.status).toBe(403)
    const crossSite = await forwardToApi(
      shop('/actions/product/add-to-cart', {
        method: 'POST',
        headers: { ...withCsrf, 'Sec-Fetch-Site': 'cross-site' },
        body: '{}',
      }),
    )
    expect(crossSite.status).toBe(403)
    expect(seen.length).toBe(before)
  })

  it('decides on the decoded path: an encoded sign-in never hands the page its token', async () => {
    for (const path of ['/auth/logi%6e', '/auth/%6C%6F%67%69%6E', '/auth/LOGIN', '/auth/login/']) {
      const answer = await forwardToApi(
        shop(path, { method: 'POST', headers: withCsrf, body: '{"email":"a@b.co"}' }),
      )
      expect(answer.status, path).toBe(200)
      expect(await answer.text(), path).not.toContain('tok-1')
      expect(answer.headers.get('Set-Cookie'), path).toMatch(/^_token=tok-1;.*HttpOnly/)
    }
    const confirm = await forwardToApi(
      shop('/auth/register/confir%6D', { method: 'POST', headers: withCsrf, body: '{}' }),
    )
    expect(await confirm.text()).not.toContain('tok-1')
  })

  it('treats an encoded logout as logout: no CSRF token, no sign-out', async () => {
    const before = seen.length
    for (const path of ['/auth/logou%74', '/auth/LogOut', '/auth/logout/']) {
      const refused = await forwardToApi(shop(path, { cookie: '_token=tok-1' }))
      expect(refused.status, path).toBe(403)
    }
    expect(seen.length).toBe(before)
    const out = await forwardToApi(
      shop('/auth/logou%74', { cookie: '_token=tok-1', headers: withCsrf }),
    )
    expect(out.headers.get('Set-Cookie')).toMatch(/^_token=;.*Max-Age=0/)
    expect(seen.at(-1)?.url).toBe('/auth/logout')
  })

  it('refuses encoded slashes and dots, empty segments and control characters, in the shopper’s language', async () => {
    const before = seen.length
    const paths = [
      '/auth%2flogin',
      '/auth%2Flogout',
      '/data/products/%2e%2e%2fauth%2flogin',
      '/data/products/%2Ejs',
      '/auth%5clogin',
      '/auth//login',
      '/auth/login%00',
      '/data/products/%E0%A4%A',
    ]
    for (const path of paths) {
      const refused = await forwardToApi(
        shop(path, { method: 'POST', headers: withCsrf, body: '{}', cookie: 'lang=ar' }),
      )
      expect(refused.status, path).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(
        'تعذّرت قراءة هذا العنوان. تحقّق منه وحاول مرة أخرى.',
      )
    }
    expect(seen.length).toBe(before)
  })

  it('passes an Arabic slug on as the API expects it', async () => {
    const slug = encodeURIComponent('عود-كمبودي')
    const answer = await forwardToApi(shop(`/data/products/${slug}?lang=ar`))
    expect(answer.status).toBe(200)
    expect(seen.at(-1)?.url).toBe(`/data/products/${slug}?lang=ar`)
  })

  it('carries a change through when the page goes away meanwhile, and drops a read', async () => {
    const leaving = (path: string, init: RequestInit) => {
      const page = new AbortController()
      setTimeout(() => page.abort(), 50)
      return forwardToApi(shop(path, { ...init, signal: page.signal }))
    }
    const change = await leaving('/slow/add', { method: 'POST', headers: withCsrf, body: '{}' })
    expect(change.status).toBe(200)
    expect(((await change.json()) as { message: string }).message).toBe('done')
    const read = await leaving('/slow/cart', {})
    expect(read.status).toBe(502)
  })
})
