import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { caller, checkoutPath, insertShopBasics, signedUpWithCart } from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'

const ADMIN = 'test-admin-token-0123456789'
const shop = useTestShop({ adminToken: ADMIN })
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
let branch: number

beforeAll(async () => {
  branch = (await insertShopBasics(shop.database.db)).riyadh!
})

const staff = (path: string, init: RequestInit = {}, token = ADMIN) =>
  shop.app.request(path, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
  })

type Listed = {
  data: {
    items: {
      id: number
      order_number: string
      status: string
      buyer: string
      next_statuses: string[]
    }[]
    meta: { total: number }
  }
}

describe("the staff's order routes", () => {
  it('lists orders newest first with the statuses each may move to, and moves one', async () => {
    const { token, address, email } = await signedUpWithCart(shop, [
      { product_id: shop.ids.plain, quantity: 2 },
    ])
    const placed = await call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      body: { address_id: address, branch_id: branch, payment_method: 'cash_on_delivery' },
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { data } = (await placed.json()) as { data: { order: { id: number } } }

    const listed = (await (await staff('/shop/orders?per_page=5')).json()) as Listed
    expect(listed.data.items[0]).toMatchObject({
      id: data.order.id,
      status: 'pending',
      buyer: email,
      next_statuses: ['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'],
    })

    const moved = await staff(`/shop/orders/${data.order.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'delivered' }),
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    const after = (await (await staff('/shop/orders?per_page=5')).json()) as Listed
    expect(after.data.items[0]).toMatchObject({ status: 'delivered', next_statuses: ['cancelled'] })
  })

  it('answers 401 to a wrong token and 422 to a bad page', async () => {
    expect((await staff('/shop/orders', {}, 'not-the-admin-token-000')).status).toBe(401)
    expect((await staff('/shop/orders?page=0')).status).toBe(422)
  })
})

describe('an API without ADMIN_TOKEN', () => {
  const closed = useTestShop()

  it('has no back office: every staff call answers 404, token or not', async () => {
    for (const [path, method] of [
      ['/shop/orders', 'GET'],
      ['/shop/orders/1/status', 'POST'],
    ] as const) {
      const res = await closed.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
        ...(method === 'POST' ? { body: JSON.stringify({ status: 'cancelled' }) } : {}),
      })
      expect(res.status, path).toBe(404)
    }
  })
})
