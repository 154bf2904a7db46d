// The SDK's session proxy mounted as docs/sessions.md shows it for Hono, in front of this API on
// real sockets: the API's limits tell shoppers apart, and its answers (a 413 too) pass through.
// The proxy runs in a process of its own, as in a shop (and the API leaves the SDK's server
// code, which needs the DOM's types, to the SDK).
import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { endpoints } from '@matjar/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { hashingTimeLimit } from '../test/time-limit.ts'
import { SIGN_IN_PER_ACCOUNT_AND_CLIENT } from './rate-limit.ts'

// The API believes X-Forwarded-For from this machine only (TRUSTED_PROXIES=loopback).
const shop = useTestShop({ trustedProxies: ['loopback'] })
let api: ReturnType<typeof serve> | undefined
/** Runs `script` (JavaScript) in a Node process of its own, next to this API's package. */
const node = (script: string, env: Record<string, string>) =>
  spawn(process.execPath, ['--conditions=@matjar/source', '--input-type=module', '-e', script], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
  })
/** The shop: the proxy mounted on Hono exactly as docs/sessions.md shows it. */
const SHOP = `
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createSessionProxy } from '@matjar/core/server'
import { Hono } from 'hono'

const forwardToApi = createSessionProxy({ apiUrl: process.env.API_URL })
const app = new Hono()
app.all('/api/*', (c) => forwardToApi(c.req.raw, getConnInfo(c).remote))
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(info.port))
`
let API_URL = ''
let shopUrl = ''
let shopProcess: ReturnType<typeof node> | undefined

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    api = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    )
  })
  API_URL = `http://127.0.0.1:${port}`
  shopProcess = node(SHOP, { API_URL })
  const started = shopProcess
  const shopPort = await new Promise<string>((resolve, reject) => {
    started.stdout.once('data', (chunk) => resolve(String(chunk).trim()))
    started.once('exit', (code) => reject(new Error(`the shop exited (${code})`)))
  })
  shopUrl = `http://127.0.0.1:${shopPort}`
})
afterAll(async () => {
  shopProcess?.kill()
  await new Promise((resolve) => api?.close(resolve))
})

const CSRF = 'a'.repeat(64)
/** Ten 5 MiB carts sent through the proxy as a shopper's upload arrives: a stream. */
const OVERSIZED_UPLOADS = `
import { createSessionProxy } from '@matjar/core/server'
const forwardToApi = createSessionProxy({ apiUrl: process.env.API_URL })
const answers = []
for (let i = 0; i < 10; i++) {
  const answer = await forwardToApi(
    new Request('http://shop.test/api${endpoints.addToCart.path}', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'ar',
        Cookie: 'csrf_token=${'a'.repeat(64)}',
        'X-CSRF-Token': '${'a'.repeat(64)}',
      },
      body: new Blob([new Uint8Array(5 * 1024 * 1024).fill(32)]).stream(),
      duplex: 'half',
    }),
    { remoteAddress: '127.0.0.4' },
  )
  answers.push([answer.status, await answer.json()])
}
console.log(JSON.stringify(answers))
`
/** A sign-in through the shop from the shopper at `from` (a loopback address of its own). */
const signIn = (from: string, email: string, password: string, headers = {}) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email, password })
    const sent = httpRequest(
      `${shopUrl}/api${endpoints.login.path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': 'application/json',
          Cookie: `csrf_token=${CSRF}`,
          'X-CSRF-Token': CSRF,
          ...headers,
        },
      },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve(answer.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })

describe('the session proxy as documented, in front of the API', () => {
  it('keeps two shoppers apart: one’s wrong passwords never lock the other out', {
    timeout: hashingTimeLimit(SIGN_IN_PER_ACCOUNT_AND_CLIENT.attempts + 4),
  }, async () => {
    const { email } = await signUpCustomer(shop)
    const statuses: number[] = []
    for (let i = 0; i <= SIGN_IN_PER_ACCOUNT_AND_CLIENT.attempts; i++) {
      // A new X-Forwarded-For each time: were it believed, every guess would be a new client.
      const spoofed = { 'X-Forwarded-For': `198.51.100.${i + 1}` }
      statuses.push(await signIn('127.0.0.2', email, 'Wrong#1234', spoofed))
    }
    expect(statuses.slice(0, SIGN_IN_PER_ACCOUNT_AND_CLIENT.attempts).every((s) => s === 401)).toBe(
      true,
    )
    expect(statuses.at(-1)).toBe(429)
    expect(await signIn('127.0.0.2', email, 'Secret#123', { 'X-Forwarded-For': '192.0.2.1' })).toBe(
      429,
    )
    expect(await signIn('127.0.0.3', email, 'Secret#123')).toBe(200)
  })

  it('passes the API’s 413 on, with its words, while the body is still being sent', async () => {
    // In another process: in this one, the API's end of the connection and the proxy's take
    // turns, and the race that lost the answer (Connection: close, then EPIPE) never happens.
    const uploads = node(OVERSIZED_UPLOADS, { API_URL })
    let out = ''
    uploads.stdout.on('data', (chunk) => {
      out += chunk
    })
    await new Promise((resolve) => uploads.on('close', resolve))
    expect(JSON.parse(out)).toEqual(
      Array.from({ length: 10 }, () => [413, { message: 'حجم محتوى الطلب كبير جدًا' }]),
    )
  })
})
