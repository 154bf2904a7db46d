// The storefront in front of an API that is slow, busy or down: its pages (the customer's too) and
// the sign-in form answer 503 with Retry-After in the shopper's language within the page's
// deadline, the log says so in one line a request (no stack), and a public page it rendered a
// moment ago is answered stale meanwhile.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { apiUrl } from '../playwright.config.ts'
import { expect, test } from '../support/test.ts'

// A port of its own, beside the suite's servers (start-script.spec.ts takes +20).
const shopPort = Number(process.env.E2E_SHOP_PORT ?? 3310) + 21
const shopUrl = `http://127.0.0.1:${shopPort}`

/** The API as the shop sees it: passed through, held without an answer, or refusing (503). */
let mode: 'pass' | 'slow' | 'busy' = 'pass'
const held = new Set<ServerResponse>()
const api = createServer(async (request, response) => {
  if (mode === 'slow') return void held.add(response)
  if (mode === 'busy') {
    response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '7' })
    return void response.end('{"message":"Busy"}')
  }
  const answer = await fetch(`${apiUrl}${request.url}`, {
    headers: { 'Accept-Language': request.headers['accept-language'] ?? 'en' },
  })
  response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' })
  response.end(Buffer.from(await answer.arrayBuffer()))
})

let shop: ChildProcess
let log = ''
test.beforeAll(async () => {
  api.listen(0, '127.0.0.1')
  await once(api, 'listening')
  const { port } = api.address() as AddressInfo
  shop = spawn(process.execPath, ['server.ts'], {
    cwd: join(import.meta.dirname, '../../examples/storefront'),
    env: {
      ...process.env,
      PORT: String(shopPort),
      API_URL: `http://127.0.0.1:${port}`,
      PUBLIC_URL: shopUrl,
      API_DEADLINE_MS: '1500',
      PAGE_MEMORY_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const output of [shop.stdout, shop.stderr]) {
    output?.on('data', (chunk: Buffer) => {
      log += chunk.toString()
    })
  }
  await expect
    .poll(
      () =>
        fetch(`${shopUrl}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200)
})
test.afterAll(async () => {
  shop?.kill('SIGKILL')
  for (const response of held) response.destroy()
  api.close()
})

const page = async (path: string, init: RequestInit = {}) => {
  const answer = await fetch(`${shopUrl}${path}`, { redirect: 'manual', ...init })
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    cacheControl: answer.headers.get('cache-control'),
    memory: answer.headers.get('x-page-memory'),
    body: await answer.text(),
  }
}

test('a slow or busy API: 503 with Retry-After in the page’s language, one log line, no stack', async () => {
  mode = 'slow'
  const english = await page('/products?run=slow')
  expect(english.status).toBe(503)
  expect(english.retryAfter).toBe('5')
  expect(english.cacheControl).toBe('private, no-store')
  expect(english.body).toContain('lang="en"')
  expect(english.body).toContain('The shop is busy right now')
  const arabic = await page('/ar/product/1')
  expect(arabic.status).toBe(503)
  expect(arabic.body).toContain('dir="rtl"')
  expect(arabic.body).toContain('المتجر مشغول الآن')
  expect(arabic.body).toContain('يرجى المحاولة مرة أخرى بعد قليل.')

  // The API says how long to wait: the page says the same.
  mode = 'busy'
  const busy = await page('/ar/offers?run=busy')
  expect([busy.status, busy.retryAfter]).toEqual([503, '7'])
  expect(busy.body).toContain('المتجر مشغول الآن')

  const lines = log.split('\n').filter((line) => line.includes(': 503,'))
  expect(lines).toEqual([
    '[storefront] GET /products: 503, the API did not answer in time',
    '[storefront] GET /ar/product/1: 503, the API did not answer in time',
    '[storefront] GET /ar/offers: 503, the API answered 503',
  ])
  expect(log).not.toMatch(/^\s+at /m)
})

test('a public page rendered a moment ago is answered stale while the API is slow', async () => {
  mode = 'pass'
  const fresh = await page('/brands')
  expect(fresh.status).toBe(200)
  // Past PAGE_MEMORY_SECONDS: the page would be rendered again.
  await new Promise((resolve) => setTimeout(resolve, 1_200))
  mode = 'slow'
  const stale = await page('/brands')
  expect([stale.status, stale.memory]).toEqual([200, 'stale'])
  expect(stale.body).toBe(fresh.body)
})

test("the customer's pages and the sign-in form: 503 with Retry-After in the page's language, no stack", async () => {
  mode = 'slow'
  const before = log.length
  // A signed-in customer's wallet (the session cookie; the API would check it, but never answers).
  const wallet = await page('/ar/user-profile/wallet', { headers: { Cookie: '_token=a-session' } })
  expect([wallet.status, wallet.retryAfter]).toEqual([503, '5'])
  expect(wallet.body).toContain('dir="rtl"')
  expect(wallet.body).toContain('المتجر مشغول الآن')
  expect(wallet.body).toContain('يرجى المحاولة مرة أخرى بعد قليل.')

  // Signing in without JavaScript: the form's answer says the same, with what was typed.
  const csrf = 'c'.repeat(64)
  const signIn = await page('/auth', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: `csrf_token=${csrf}`,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams({
      csrf_token: csrf,
      intent: 'login',
      email: 'nora@example.com',
      password: 'Secret#123',
    }),
  })
  expect([signIn.status, signIn.retryAfter]).toEqual([503, '5'])
  expect(signIn.body).toContain('The shop is busy right now. Please try again in a moment.')
  expect(signIn.body).toContain('nora@example.com')

  const lines = log
    .slice(before)
    .split('\n')
    .filter((line) => line.includes(': 503,'))
  expect(lines).toEqual([
    '[storefront] GET /ar/user-profile/wallet: 503, the API did not answer in time',
    '[storefront] POST /auth: 503, the API did not answer in time',
  ])
  expect(log).not.toMatch(/^\s+at /m)
})
