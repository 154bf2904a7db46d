import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServedMemoryBackend, serveMemoryBackend } from './server.ts'

type Listed = {
  data: { items: { id: number; name: string; stock: number; image: { url: string } }[] }
}

describe('serveMemoryBackend: the in-memory backend over HTTP, as a shop runs on it', () => {
  let served: ServedMemoryBackend
  beforeAll(async () => {
    served = await serveMemoryBackend({ port: 0 })
  })
  afterAll(() => served.close())

  it('lists products that can be bought, their pictures served by itself', async () => {
    const listed = (await (await fetch(`${served.url}/data/products?per_page=12`)).json()) as Listed
    expect(listed.data.items.length).toBeGreaterThan(0)
    // The fixtures' first product is sold out; a shop's first card must be addable.
    expect(listed.data.items.every((item) => item.stock > 0)).toBe(true)
    const [first] = listed.data.items
    expect(first!.image.url.startsWith(`${served.url}/pictures/`)).toBe(true)
    const picture = await fetch(first!.image.url)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(await picture.text()).toContain('<svg')
  })

  it("adds the first listed product to a guest's cart from a page of another origin", async () => {
    const origin = 'http://127.0.0.1:3000'
    const preflight = await fetch(`${served.url}/actions/product/add-to-cart`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, accept-language',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')

    const listed = (await (await fetch(`${served.url}/data/products?per_page=1`)).json()) as Listed
    const uuid = crypto.randomUUID()
    const added = await fetch(`${served.url}/actions/product/add-to-cart`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        product_id: listed.data.items[0]!.id,
        product_type: 'retail',
        quantity: 1,
        uuid,
      }),
    })
    expect(added.status, await added.clone().text()).toBe(200)
    expect(added.headers.get('access-control-allow-origin')).toBe(origin)
    const cart = (await (await fetch(`${served.url}/data/product/cart?uuid=${uuid}`)).json()) as {
      data: { items: { name: string; quantity: number }[] }
    }
    expect(cart.data.items).toEqual([
      expect.objectContaining({ name: listed.data.items[0]!.name, quantity: 1 }),
    ])
  })

  it('keeps the sold-out product sold out when told', async () => {
    const kept = await serveMemoryBackend({ port: 0, restock: false })
    try {
      const listed = (await (await fetch(`${kept.url}/data/products`)).json()) as Listed
      expect(listed.data.items.some((item) => item.stock === 0)).toBe(true)
    } finally {
      await kept.close()
    }
  })
})
