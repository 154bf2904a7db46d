// The shoppers of `pnpm bench:rolling-restart` (bench/rolling-restart.ts): each loop adds a
// product to its guest cart through the shop's /api, as the SDK does (its Idempotency-Key, the
// CSRF pair), then loads a page nginx does not keep, and so on until told to stop. An add not
// answered 2xx is sent again with the same key (a shopper's retry), up to 4 times, a second apart.

import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'

export interface Shopper {
  /** nginx's address. */
  shop: string
  /** Products a guest can add (no selections, stock to spare); each cart takes each once. */
  products: number[]
  csrf: string
  pauseMs: number
}

const CLIENT_TIMEOUT_MS = 30_000
const PAGES = ['/', '/ar', '/products', '/ar/products', '/offers']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One request on a connection of its own (nginx sees a new client each time); its status. */
const send = (url: string, method: string, headers: Record<string, string>, body?: string) =>
  new Promise<string>((resolve) => {
    const call = httpRequest(url, { method, headers, agent: false }, (answer) => {
      answer.resume()
      answer.on('error', (error) => resolve(`error (${error.message})`))
      answer.on('end', () => resolve(String(answer.statusCode)))
    })
    call.setTimeout(CLIENT_TIMEOUT_MS, () => call.destroy(new Error('client timeout')))
    call.on('error', (error) =>
      resolve(`error (${(error as { code?: string }).code ?? error.message})`),
    )
    call.end(body)
  })
const ok = (status: string) => status.startsWith('2')

/**
 * Sends until `state.running` turns false. Each answer is counted in `tallies` under the phase
 * its request started in; `carts` gets each cart's adds answered 2xx; `problems` each answer
 * that is not 2xx (phase, what, status).
 */
export async function shopperLoop(
  shopper: Shopper,
  state: { phase: string; running: boolean },
  tallies: Map<string, Record<string, number>>,
  carts: Map<string, number>,
  problems: string[],
) {
  const count = (phase: string, key: string) => {
    const tally = tallies.get(phase) ?? {}
    tally[key] = (tally[key] ?? 0) + 1
    tallies.set(phase, tally)
  }
  let cart = randomUUID()
  let added = 0
  carts.set(cart, 0)
  while (state.running) {
    if (added === shopper.products.length) {
      cart = randomUUID()
      added = 0
      carts.set(cart, 0)
    }
    const body = JSON.stringify({
      product_id: shopper.products[added++],
      product_type: 'retail',
      quantity: 1,
      uuid: cart,
    })
    const headers = {
      'content-type': 'application/json',
      cookie: `csrf_token=${shopper.csrf}`,
      'x-csrf-token': shopper.csrf,
      'sec-fetch-site': 'same-origin',
      'idempotency-key': randomUUID(),
    }
    const url = `${shopper.shop}/api/actions/product/add-to-cart`
    for (let sending = 0; sending < 5; sending++) {
      const phase = state.phase
      const status = await send(url, 'POST', headers, body)
      count(phase, sending === 0 ? `add ${status}` : `retry ${status}`)
      if (ok(status)) {
        carts.set(cart, (carts.get(cart) ?? 0) + 1)
        break
      }
      problems.push(`${phase}: cart add${sending ? ' (retry)' : ''} ${status}`)
      await sleep(1000)
    }
    await sleep(shopper.pauseMs)
    const phase = state.phase
    const page = PAGES[Math.floor(Math.random() * PAGES.length)]
    const status = await send(`${shopper.shop}${page}?visit=${randomUUID()}`, 'GET', {})
    count(phase, `page ${status}`)
    if (!ok(status)) problems.push(`${phase}: page ${page} ${status}`)
    await sleep(shopper.pauseMs)
  }
}
