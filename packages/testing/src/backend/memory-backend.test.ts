import { type Endpoint, endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { createMemoryBackend, memoryHandlers } from './memory-backend.ts'

/** An answer's data, read loosely: each test names the fields it looks at. */
type Data = Record<string, unknown> & { token?: string; id?: number; order?: { id: number } }

const backend = createMemoryBackend()
const call = async (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const answer = await backend.fetch(`${backend.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: answer.status,
    body: (await answer.json()) as {
      message: string
      data: Data
      errors?: Record<string, string[]>
    },
  }
}

describe('the in-memory backend', () => {
  it('answers every call of the contract, the back office too (a new one needs its handler here)', () => {
    const names = Object.keys(endpoints as Record<string, Endpoint>)
    expect(names.filter((name) => !(name in memoryHandlers))).toEqual([])
  })

  it("keeps a guest's cart by uuid, priced from the catalogue, refusing more than the stock", async () => {
    const uuid = crypto.randomUUID()
    const add = { product_id: 43, product_type: 'retail', quantity: 2, uuid }
    expect((await call('POST', '/actions/product/add-to-cart', add)).status).toBe(200)
    const cart = await call('GET', `/data/product/cart?uuid=${uuid}`)
    expect(cart.body.data).toMatchObject({ total_item_count: 2, sub_total: '290.00' })
    const tooMany = await call(
      'POST',
      '/actions/product/add-to-cart',
      { ...add, quantity: 7 },
      { 'accept-language': 'ar' },
    )
    expect(tooMany).toEqual({
      status: 402,
      body: { message: 'الكمية المتوفرة في المخزون غير كافية' },
    })
  })

  it('adds a cart line once when the change comes again with its Idempotency-Key, as the reference API does', async () => {
    const uuid = crypto.randomUUID()
    const add = { product_id: 43, product_type: 'retail', quantity: 1, uuid }
    const key = { 'idempotency-key': crypto.randomUUID() }
    const first = await call('POST', '/actions/product/add-to-cart', add, key)
    expect(await call('POST', '/actions/product/add-to-cart', add, key)).toEqual(first)
    const count = async () =>
      (await call('GET', `/data/product/cart?uuid=${uuid}`)).body.data.total_item_count
    expect(await count()).toBe(1)
    // A new key, or none, is a new change.
    await call('POST', '/actions/product/add-to-cart', add, {
      'idempotency-key': crypto.randomUUID(),
    })
    await call('POST', '/actions/product/add-to-cart', add)
    expect(await count()).toBe(3)
  })

  it("reads input with the contract's schemas: 400 for text that is not JSON, 422 naming fields", async () => {
    const malformed = await backend.fetch(`${backend.url}/actions/product/add-to-cart`, {
      method: 'POST',
      body: '{"product_id": 1,',
    })
    expect(malformed.status).toBe(400)
    const invalid = await call('POST', '/actions/product/add-to-cart', {
      product_id: 43,
      quantity: 0,
      price: '1.00',
    })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual([
      'price',
      'product_type',
      'quantity',
    ])
    expect((await call('GET', '/no/such/path')).status).toBe(404)
  })

  it('walks a listing by cursor: the products of its pages, then no cursor; a bad one is a 422', async () => {
    type Page = { items: { id: number }[]; meta: { next_cursor: string | null; page: number } }
    const read = async (query: string) =>
      (await call('GET', `/data/products?sort=price_asc&per_page=2&${query}`)).body
        .data as unknown as Page
    const pages: number[] = []
    for (let page = 1; page <= 3; page++)
      pages.push(...(await read(`page=${page}`)).items.map((i) => i.id))
    const walked: number[] = []
    let cursor = ''
    for (let page = 1; page <= 3; page++) {
      const { items, meta } = await read(cursor && `cursor=${cursor}`)
      expect(meta.page).toBe(page)
      walked.push(...items.map((i) => i.id))
      cursor = meta.next_cursor ?? ''
    }
    expect(walked).toEqual(pages)
    expect(new Set(walked).size).toBe(6)
    const last = await read('per_page=100')
    expect(last.meta.next_cursor).toBeNull()
    const bad = await call('GET', `/data/products?sort=price_desc&cursor=${cursor}`)
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      cursor: [
        'This link to the next products is not valid for this list: start again from the first page',
      ],
    })
  })

  it('signs a customer up with the code it mails, then answers their calls by bearer token', async () => {
    const email = `noura.${crypto.randomUUID().slice(0, 6)}@example.com`
    const registration = {
      user_name: 'noura',
      first_name: 'Noura',
      last_name: 'Saad',
      email,
      phone: '+966512345678',
      password: 'Qahwa#2025',
      confirm_password: 'Qahwa#2025',
      accept_terms: true,
    }
    expect((await call('POST', '/auth/register', registration)).status).toBe(200)
    const code = backend.codeFor(email)
    expect(code).toMatch(/^\d{8}$/)
    expect((await call('POST', '/auth/register/confirm', { email, code: '00000000' })).status).toBe(
      401,
    )
    const confirmed = await call('POST', '/auth/register/confirm', { email, code })
    const bearer = { authorization: `Bearer ${confirmed.body.data.token}` }
    expect((await call('GET', '/auth/profile', undefined, bearer)).body.data.first_name).toBe(
      'Noura',
    )
    expect((await call('GET', '/auth/profile')).status).toBe(401)
    await call('GET', '/auth/logout', undefined, bearer)
    expect((await call('GET', '/auth/profile', undefined, bearer)).status).toBe(401)
  })

  it('places an order from the cart: stock leaves the shop, and comes back when it is cancelled', async () => {
    const session = backend.signIn()
    const bearer = { authorization: `Bearer ${session.token}` }
    const dallah = () => backend.state.products.find((product) => product.id === 43)!.stock
    const before = dallah()
    await call(
      'POST',
      '/actions/product/add-to-cart',
      { product_id: 43, product_type: 'retail', quantity: 1 },
      bearer,
    )
    const address = await call(
      'POST',
      '/auth/addresses',
      {
        name: 'Home',
        type: 'home',
        country: 'SA',
        state: 'SA-01',
        city: 'riyadh',
        phone: '+966512345678',
        details: 'King Fahd Road 7',
      },
      bearer,
    )
    expect(address.status).toBe(201)
    const order = {
      address_id: address.body.data.id,
      branch_id: 2,
      payment_method: 'cash_on_delivery',
    }
    const key = { 'idempotency-key': crypto.randomUUID() }
    const placed = await call('POST', '/actions/checkout', order, { ...bearer, ...key })
    expect(placed.status).toBe(201)
    expect(placed.body.data.order).toMatchObject({
      total_price: '170.00',
      shipping_cost: '25.00',
      status: 'pending',
    })
    expect(dallah()).toBe(before - 1)
    // The same key again replays the order instead of placing another.
    expect((await call('POST', '/actions/checkout', order, { ...bearer, ...key })).body).toEqual(
      placed.body,
    )
    const id = placed.body.data.order?.id
    // The back office lists it (with the staff's token only) and could move it on.
    const staff = { 'x-admin-token': 'matjar-test-staff-token' }
    expect((await call('GET', '/shop/orders')).status).toBe(401)
    const listed = (await call('GET', '/shop/orders', undefined, staff)).body.data
      .items as unknown[]
    expect(listed[0]).toMatchObject({
      id,
      buyer: 'sara@example.com',
      next_statuses: ['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'],
    })
    // Cash never collected: the cancelled order asks for nothing.
    expect(
      (await call('POST', `/auth/orders/${id}/cancel`, undefined, bearer)).body.data,
    ).toMatchObject({ status: 'cancelled', payment_status: 'not_charged' })
    expect(dallah()).toBe(before)
  })
})
