import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * A tiny real Storefront API for hook tests: one product (12.50 SAR) with 3 in stock, guest carts
 * by uuid, 402 beyond the stock. `startTinyApi()` starts it for a test file and empties it after
 * each test.
 */
export const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const STOCK = 3

export function startTinyApi() {
  const carts = new Map<string, number>()
  const api = { url: '', carts }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    }
    if (req.method === 'OPTIONS') return res.writeHead(204, headers).end()
    if (url.pathname === '/data/product/cart') {
      const quantity = carts.get(url.searchParams.get('uuid') ?? '') ?? 0
      const data = quantity
        ? {
            items: [{ product_id: 1, product_type: 'retail', quantity, price: '12.50' }],
            total_item_count: quantity,
            sub_total: (quantity * 12.5).toFixed(2),
            total_price: (quantity * 12.5).toFixed(2),
          }
        : null
      return res.writeHead(200, headers).end(JSON.stringify({ message: '', data }))
    }
    if (url.pathname === '/actions/product/add-to-cart') {
      let text = ''
      for await (const chunk of req) text += chunk
      const body = JSON.parse(text) as { uuid: string; quantity: number }
      const next = (carts.get(body.uuid) ?? 0) + body.quantity
      if (next > STOCK) {
        return res.writeHead(402, headers).end(JSON.stringify({ message: 'Only 3 left' }))
      }
      carts.set(body.uuid, next)
      return res
        .writeHead(200, headers)
        .end(JSON.stringify({ message: 'Added to cart', data: null }))
    }
    res.writeHead(404, headers).end(JSON.stringify({ message: 'Not found' }))
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => carts.clear())
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return api
}
