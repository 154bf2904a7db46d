import { type Endpoint, endpoints } from '@matjar/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { honoPath } from './serve.ts'

/**
 * The routes are built from the contract's endpoint table by `serve`: these tests go over the
 * whole table, so an endpoint the contract publishes and the API does not mount, or mounts
 * without what the table says (a customer's call open to guests, a body read without its
 * limits), fails here by name.
 */
const ADMIN = 'serve-test-admin-token-0123'
const shop = useTestShop({ google: async () => null, adminToken: ADMIN })
const all = Object.values(endpoints as Record<string, Endpoint>)
const call = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

/** The path with its parameters filled in with values of the right shape. */
const concrete = (path: string) => path.replace('{id}', '1').replace('{slug}', 'some-slug')

let token = ''
beforeAll(async () => {
  token = (await signUpCustomer(shop)).token
})

describe('routes built from the contract', () => {
  it('serves every call the contract publishes (none falls through to the 404 of unknown paths)', async () => {
    const unknownPath = (await (await shop.app.request('/no/such/path')).json()) as {
      message: string
    }
    for (const endpoint of all) {
      const res = await shop.app.request(concrete(endpoint.path), {
        method: endpoint.method,
        headers: { 'content-type': 'application/json' },
        ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
      })
      const body = (await res.json()) as { message: string }
      expect(res.status === 404 && body.message === unknownPath.message, call(endpoint)).toBe(false)
    }
  })

  it("refuses a customer's call without a bearer token, in the shopper's language", async () => {
    const customers = all.filter((endpoint) => endpoint.access === 'customer')
    expect(customers.length).toBeGreaterThan(20)
    for (const endpoint of customers) {
      const res = await shop.app.request(concrete(endpoint.path), {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
        ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
      })
      expect(res.status, call(endpoint)).toBe(401)
      expect(await res.json(), call(endpoint)).toEqual({ message: 'يلزم تسجيل الدخول' })
    }
  })

  it("refuses a staff call without the shop's staff token, in the shopper's language", async () => {
    const staff = all.filter((endpoint) => endpoint.access === 'staff')
    expect(staff.length).toBeGreaterThan(0)
    for (const endpoint of staff) {
      for (const sent of [{}, { 'x-admin-token': 'not-the-staff-token-000' }]) {
        const res = await shop.app.request(concrete(endpoint.path), {
          method: endpoint.method,
          headers: { 'content-type': 'application/json', 'accept-language': 'ar', ...sent },
          ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
        })
        expect(res.status, call(endpoint)).toBe(401)
        expect(await res.json(), call(endpoint)).toEqual({ message: 'يلزم رمز إدارة المتجر' })
      }
    }
  })

  it('reads every JSON body: 400 for one that is not JSON, 413 past 16 KiB', async () => {
    const withBody = all.filter((endpoint) => endpoint.body && !endpoint.multipart)
    expect(withBody.length).toBeGreaterThan(15)
    for (const endpoint of withBody) {
      const send = (body: string) =>
        shop.app.request(concrete(endpoint.path), {
          method: endpoint.method,
          headers: {
            'content-type': 'application/json',
            ...(endpoint.access === 'customer' ? { authorization: `Bearer ${token}` } : {}),
            ...(endpoint.access === 'staff' ? { 'x-admin-token': ADMIN } : {}),
          },
          body,
        })
      const malformed = await send('{"product_id": 1,')
      expect(malformed.status, call(endpoint)).toBe(400)
      expect(await malformed.json(), call(endpoint)).toEqual({
        message: 'The request body is not valid JSON',
      })
      const large = await send(JSON.stringify({ padding: 'x'.repeat(17 * 1024) }))
      expect(large.status, call(endpoint)).toBe(413)
    }
  })

  it('reads path parameters and queries with the endpoint schemas: 422 per field', async () => {
    const res = await shop.app.request('/data/products/abc/reviews?page=0&per_page=1000', {
      headers: { 'accept-language': 'ar' },
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(body.errors)).toEqual(['id'])
    const query = await shop.app.request('/data/products/1/reviews?page=0&per_page=1000')
    expect(Object.keys(((await query.json()) as typeof body).errors).sort()).toEqual([
      'page',
      'per_page',
    ])
  })
})

describe('what the table does not name', () => {
  it('is a 404, also under /auth/ without a token (the guard is per endpoint, not per prefix)', async () => {
    const res = await shop.app.request('/auth/wallet/nothing-here')
    expect(res.status).toBe(404)
    // More than "Not Found": what was asked, and where the real paths are.
    expect(await res.json()).toEqual({
      message:
        'Not Found: no endpoint answers GET /auth/wallet/nothing-here. The Storefront API’s paths start with /data/, /actions/, /auth/ or /shop/; the list is at /openapi.json',
    })
  })

  it("is a 422 in a query: each list reads its own schema (offers are /data/offers' own)", async () => {
    expect((await shop.app.request('/data/products?offers=1')).status).toBe(200)
    const offers = await shop.app.request('/data/offers?offers=1')
    expect(offers.status).toBe(422)
    expect(Object.keys(((await offers.json()) as { errors: object }).errors)).toEqual(['offers'])
    const logout = await shop.app.request('/auth/logout?session=1', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(logout.status).toBe(422)
  })
})

describe('honoPath', () => {
  it("writes the contract's {name} parameters as Hono's :name", () => {
    expect(honoPath('/auth/orders/{id}/rate')).toBe('/auth/orders/:id/rate')
    expect(honoPath('/data/blogs/{slug}')).toBe('/data/blogs/:slug')
    expect(honoPath('/data/products')).toBe('/data/products')
  })
})
