// The storefront's routes and query values as an outsider types them: NUL, direction overrides
// and zero-width characters, ids that are not ids, pages that are not pages, malformed escapes,
// TRACE, a broken Host. Every answer is a page or a 404, never a 5xx, never a stack.

import { request as httpRequest } from 'node:http'
import { expect, test } from '../support/test.ts'

const HIDDEN = ['%00', '%E2%80%AE', '%E2%80%8B', '%E2%81%A6', '%EF%BB%BF', '%07']

const paths = [
  '/blogs/Hello',
  '/products/Spices',
  '/products?page=-1',
  '/products?page=1.5',
  '/products?page=1e309',
  '/products?page=0x10',
  '/offers?page=-1',
  '/wholesale?page=abc',
  '/blogs?page=1e309',
  '/page?slug=A',
  '/page?slug=',
  '/product/0x10',
  '/product/1e1',
  '/product/99999999999',
  '/ar/product/abc',
  '/%E0%A4%A',
  '/ar/%E0%A4%A',
  '/products?sort=%00',
  '/products?price_min=%00',
  '/language/en?to=%00',
  ...HIDDEN.flatMap((hidden) => [
    `/products?q=a${hidden}b`,
    `/ar/products?q=${hidden}`,
    `/blogs/a${hidden}b`,
    `/product/1${hidden}`,
    `/page?slug=a${hidden}`,
    `/products/a${hidden}`,
    `/brands?x=${hidden}`,
  ]),
]

/** A raw request (no client tidies the path or the Host up), its status and body. */
const raw = (base: string, method: string, path: string, host?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(base)
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { host: host ?? url.host, accept: 'text/html' },
      },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk) => {
          body += chunk
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      },
    )
    sent.on('error', reject)
    sent.end()
  })

const STACK = /\n\s+at \S|node_modules|\/work\/|file:\/\//

test('no route or query value makes the storefront answer a 5xx or show a stack', async ({
  baseURL,
}) => {
  test.setTimeout(120_000)
  const answered: string[] = []
  for (const path of paths) {
    const { status, body } = await raw(baseURL!, 'GET', path)
    answered.push(`${status} ${path}`)
    expect(status, path).toBeLessThan(500)
    expect(body, path).not.toMatch(STACK)
  }
  // Invalid ids, pages and slugs are a 404 (or the first page), not a page of the wrong thing.
  expect((await raw(baseURL!, 'GET', '/product/0x10')).status).toBe(404)
  expect((await raw(baseURL!, 'GET', '/blogs/Hello')).status).toBe(404)
  expect((await raw(baseURL!, 'GET', '/products?page=-1')).status).toBe(200)

  for (const [method, path, host] of [
    ['TRACE', '/', undefined],
    ['TRACK', '/', undefined],
    ['GET', '/', 'bad host:99999'],
    ['GET', '/', '[::1'],
  ] as const) {
    const { status, body } = await raw(baseURL!, method, path, host)
    expect(status, `${method} ${host}`).toBeLessThan(500)
    expect(status, `${method} ${host}`).toBeGreaterThanOrEqual(400)
    expect(body, `${method} ${host}`).not.toMatch(STACK)
  }
  expect(answered).toHaveLength(paths.length)
})

test('every Location the shop answers stays on its origin: /language/* and a chosen language', async ({
  baseURL,
}) => {
  const shop = new URL(baseURL!).origin
  const asked: [path: string, cookie: string][] = [
    ['/language/en?to=/ar//evil.example', ''],
    ['/language/en?to=/ar/%2F%2Fevil.example', ''],
    ['/language/en?to=/%09/evil.example', ''],
    ['/language/ar?to=//evil.example', ''],
    ['/language/ar?to=/%5Cevil.example', ''],
    ['/language/ar?to=https://evil.example/', ''],
    ['//evil.example', 'lang=ar'],
    ['/%2F%2Fevil.example', 'lang=ar'],
    ['/%09/evil.example', 'lang=ar'],
  ]
  for (const [path, cookie] of asked) {
    const answer = await fetch(`${shop}${path}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    })
    const location = answer.headers.get('location')
    if (path.startsWith('/language/')) expect(answer.status, path).toBe(302)
    if (location === null) {
      expect(answer.status, path).toBeLessThan(500)
      continue
    }
    expect(new URL(location, shop).origin, `${path} -> ${location}`).toBe(shop)
    expect(location, path).not.toMatch(/^\s*(\/\s*[/\\]|[a-z][a-z0-9+.-]*:)/i)
  }
})
