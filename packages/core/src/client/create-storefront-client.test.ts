import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { cartAnswer, failureOf, quiet } from '../../test/client-answers.ts'
import { GUEST } from '../../test/guest-cart.ts'
import { recordingServers } from '../../test/recording-server.ts'
import { createStorefrontClient } from './create-storefront-client.ts'

const serve = recordingServers()

describe('createStorefrontClient', () => {
  it('reads a guest cart with GET /data/product/cart?uuid=…, JSON and the language header', async () => {
    const server = await serve([{ status: 200, body: cartAnswer }])
    const client = createStorefrontClient({ baseUrl: server.url, getLanguage: () => 'ar' })

    const cart = await client.getCart({ uuid: GUEST })

    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/data/product/cart')
    expect(request?.query).toEqual({ uuid: GUEST })
    expect(request?.headers['accept-language']).toBe('ar')
    expect(request?.headers.accept).toBe('application/json')
    expect(request?.headers.authorization).toBeUndefined()
    expect(cart?.total_item_count).toBe(2)
    // Defaults of the contract fill what the server left out.
    expect(cart?.status).toBe('pending')
    expect(cart?.payment_status).toBe('pending')
    expect(cart?.shipping_cost).toBe('0.00')
  })

  it('reads a base address without a host (a same-origin proxy) against the page', async () => {
    const server = await serve([{ status: 200, body: cartAnswer }])
    vi.stubGlobal('location', new URL(`${server.url}/ar/cart?x=1`))
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const client = createStorefrontClient({ baseUrl: '/api' })

    await client.call('getCart', { query: { uuid: GUEST } })

    expect(server.requests[0]?.path).toBe('/api/data/product/cart')
    expect(server.requests[0]?.query).toEqual({ uuid: GUEST })
  })

  it('sends the bearer token of a signed-in customer and English by default', async () => {
    const server = await serve([{ status: 200, body: cartAnswer }])
    const client = createStorefrontClient({ baseUrl: server.url, getToken: () => 'tok-123' })

    await client.getCart()

    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-123')
    expect(server.requests[0]?.headers['accept-language']).toBe('en')
    expect(server.requests[0]?.query).toEqual({})
  })

  it('treats an empty or failed cart answer as no cart', async () => {
    const empty = await serve([{ status: 200, body: { message: '', data: null } }])
    expect(await createStorefrontClient({ baseUrl: empty.url, logger: quiet }).getCart()).toBeNull()
    await empty.close()

    const failed = await serve([{ status: 404, body: { message: 'Not found' } }])
    expect(
      await createStorefrontClient({ baseUrl: failed.url, logger: quiet }).getCart(),
    ).toBeNull()
  })

  it('posts add-to-cart with the exact body of spec §7', async () => {
    const server = await serve([{ status: 200, body: { message: 'Added to cart', data: null } }])
    const client = createStorefrontClient({ baseUrl: server.url })

    await client.addToCart({
      product_id: 7,
      product_type: 'retail',
      quantity: 1,
      selection_id: 2,
      uuid: GUEST,
    })

    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.path).toBe('/actions/product/add-to-cart')
    expect(server.requests[0]?.headers['content-type']).toMatch(/^application\/json/)
    expect(server.requests[0]?.body).toEqual({
      product_id: 7,
      product_type: 'retail',
      quantity: 1,
      selection_id: 2,
      uuid: GUEST,
    })
  })

  it('posts remove-from-cart with the same body shape, and a customer sends no uuid', async () => {
    const server = await serve([{ status: 200, body: { message: 'Removed', data: null } }])
    const client = createStorefrontClient({ baseUrl: server.url, getToken: () => 'tok-9' })

    await client.removeFromCart({ product_id: 7, product_type: 'wholesale', quantity: 2 })

    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.path).toBe('/actions/product/remove-from-cart')
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-9')
    expect(server.requests[0]?.body).toEqual({
      product_id: 7,
      product_type: 'wholesale',
      quantity: 2,
    })
  })

  it('sends an Idempotency-Key with every cart change and toggle: a new one per call, or the one given', async () => {
    const ok = { status: 200, body: { message: '', data: { message: 'added' } } }
    const server = await serve([ok, ok, ok, ok])
    const client = createStorefrontClient({ baseUrl: server.url, getToken: () => 'tok-9' })
    const line = { product_id: 7, product_type: 'retail' as const, quantity: 1 }

    await client.addToCart(line)
    await client.addToCart(line)
    await client.removeFromCart(line, 'retry-of-0123')
    await client.toggleWishlist({ product_id: 12 }, 'toggle-4567')

    const keys = server.requests.map((request) => request.headers['idempotency-key'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).not.toBe(keys[0])
    expect(keys.slice(2)).toEqual(['retry-of-0123', 'toggle-4567'])
  })

  it('toggles the wishlist with POST /auth/wishlist and the bearer, answering the message', async () => {
    const server = await serve([
      { status: 200, body: { message: '', data: { message: 'Product added to wishlist' } } },
    ])
    const client = createStorefrontClient({ baseUrl: server.url, getToken: () => 'tok-9' })

    const message = await client.toggleWishlist({ product_id: 12 })

    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.path).toBe('/auth/wishlist')
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-9')
    expect(server.requests[0]?.body).toEqual({ product_id: 12 })
    expect(message).toBe('Product added to wishlist')
  })

  it('checks calls by default in tests: an invalid input is named in a warning, and the server decides as in production', async () => {
    const server = await serve([
      { status: 422, body: { message: 'The given data was invalid.', errors: { uuid: ['Bad'] } } },
    ])
    const warnings: unknown[] = []
    const client = createStorefrontClient({
      baseUrl: server.url,
      logger: { warn: (message: unknown) => warnings.push(message) },
    })
    const error = await failureOf(client.call('getCart', { query: { uuid: 'not-a-uuid' } }))
    expect(error).toMatchObject({ status: 422, fieldErrors: { uuid: ['Bad'] } })
    expect(server.requests[0]?.query).toEqual({ uuid: 'not-a-uuid' })
    expect(String(warnings[0])).toMatch(/input of \/data\/product\/cart does not match.*uuid/)
  })

  it('with validate: false, sends the input as given and answers what the server said', async () => {
    const drifting = { message: '', data: { sub_total: 12 } }
    const server = await serve([
      { status: 200, body: drifting },
      { status: 200, body: cartAnswer },
    ])
    const client = createStorefrontClient({ baseUrl: server.url, validate: false })
    expect(await client.call('getCart')).toEqual(drifting)
    await client.call('getCart', { query: { uuid: 'not-a-uuid' } })
    expect(server.requests[1]?.query).toEqual({ uuid: 'not-a-uuid' })
  })

  it('with validate: false, still fills path parameters and reads failures', async () => {
    const server = await serve([
      { status: 422, body: { message: 'The given data was invalid.', errors: { id: ['Bad id'] } } },
    ])
    const client = createStorefrontClient({ baseUrl: server.url, validate: false })
    const error = await failureOf(client.call('getOrder', { params: { id: 1001 } }))
    expect(server.requests[0]?.path).toBe('/auth/orders/1001')
    expect(error.status).toBe(422)
    expect(error.message).toBe('The given data was invalid.')
    expect(error.fieldErrors).toEqual({ id: ['Bad id'] })
  })

  it('only logs a failed logout', async () => {
    const server = await serve([{ status: 500, body: { message: 'boom' } }])
    const warnings: unknown[] = []
    const client = createStorefrontClient({
      baseUrl: server.url,
      retryDelayMs: 1,
      logger: { warn: (...args) => warnings.push(args) },
    })
    await expect(client.logout()).resolves.toBeUndefined()
    expect(server.requests[0]?.path).toBe('/auth/logout')
    expect(warnings).toHaveLength(1)
  })

  it('logs out with the session token as the bearer, never in the URL', async () => {
    const server = await serve([
      { status: 200, body: { message: 'Signed out', data: null } },
      { status: 200, body: { message: 'Signed out', data: null } },
    ])
    const client = createStorefrontClient({ baseUrl: server.url, getToken: () => 'tok-secret' })
    await client.logout()
    await client.logout({ pushToken: 'push-1' })
    expect(server.requests.map((request) => request.query)).toEqual([{}, { fcm_token: 'push-1' }])
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe('Bearer tok-secret')
      expect(JSON.stringify(request.query)).not.toContain('tok-secret')
    }
  })
})

describe('createStorefrontClient, extra headers', () => {
  it('adds the headers the app asks for on each call, without overriding the bearer', async () => {
    const server = await serve([{ status: 200, body: { message: '', data: null } }])
    const asked: string[] = []
    const client = createStorefrontClient({
      baseUrl: server.url,
      getToken: () => 'tok-1',
      headers: ({ method, path }) => {
        asked.push(`${method} ${path}`)
        return { 'X-CSRF-Token': 'csrf-1', Authorization: 'Bearer stolen' }
      },
    })
    await client.logout()
    expect(asked).toEqual(['GET /auth/logout'])
    expect(server.requests[0]?.headers['x-csrf-token']).toBe('csrf-1')
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1')
  })
})

describe('createStorefrontClient, other calls of the contract', () => {
  it('fills path parameters', async () => {
    const server = await serve([{ status: 404, body: { message: 'Not found' } }])
    const client = createStorefrontClient({ baseUrl: server.url })
    await failureOf(client.call('getOrder', { params: { id: 1001 } }))
    expect(server.requests[0]?.path).toBe('/auth/orders/1001')
  })

  it('sends the contact form as multipart with its attachments', async () => {
    const seen: { type?: string; body?: string } = {}
    const { createServer } = await import('node:http')
    const raw = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      seen.type = req.headers['content-type']
      seen.body = Buffer.concat(chunks).toString('latin1')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: 'Message sent successfully', data: null }))
    })
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve))
    onTestFinished(() => new Promise<void>((resolve) => raw.close(() => resolve())))
    const { port } = raw.address() as import('node:net').AddressInfo
    const client = createStorefrontClient({ baseUrl: `http://127.0.0.1:${port}` })
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'order.pdf', {
      type: 'application/pdf',
    })

    await client.call('sendContactMessage', {
      body: {
        name: 'Sara Ali',
        email: 'sara@example.com',
        phone: '+966512345678',
        message: 'Where is my order?',
        attachments: [pdf],
      },
    })

    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen.body).toContain('name="name"')
    expect(seen.body).toContain('Sara Ali')
    expect(seen.body).toContain('filename="order.pdf"')
    expect(seen.body).toContain('%PDF-')
  })

  it('sends a change keepalive, so leaving the page right after does not cut it; reads not', async () => {
    const sent: RequestInit[] = []
    const client = createStorefrontClient({
      baseUrl: 'http://api.test',
      validate: false,
      fetch: async (_url, init) => {
        sent.push(init ?? {})
        return new Response(JSON.stringify({ message: '', data: null }))
      },
    })

    await client.call('addToCart', { body: { product_id: 1, product_type: 'retail', quantity: 1 } })
    await client.call('getCart', { query: { uuid: GUEST } })

    expect(sent.map((init) => [init.method, init.keepalive ?? false])).toEqual([
      ['POST', true],
      ['GET', false],
    ])
  })
})
