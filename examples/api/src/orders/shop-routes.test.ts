import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { asSent, succeeded } from '../test/api-caller.ts'
import { caller, checkoutPath, insertShopBasics, signedUpWithCart } from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'

const ADMIN = 'test-admin-token-0123456789'
const shop = useTestShop({ adminToken: ADMIN })
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
let branch: number

beforeAll(async () => {
  branch = (await insertShopBasics(shop.database.db)).riyadh!
})

const asStaff = (token = ADMIN) => ({ 'x-admin-token': token })
const newestOrders = async () =>
  succeeded(await shop.call('listShopOrders', { query: { per_page: 5 }, headers: asStaff() }))

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

    const listed = await newestOrders()
    expect(listed.data.items[0]).toMatchObject({
      id: data.order.id,
      status: 'pending',
      buyer: email,
      next_statuses: ['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'],
    })

    const moved = await shop.call('changeOrderStatus', {
      params: { id: data.order.id },
      body: { status: 'delivered' },
      headers: asStaff(),
    })
    expect(moved.status, moved.text).toBe(200)
    const after = await newestOrders()
    expect(after.data.items[0]).toMatchObject({ status: 'delivered', next_statuses: ['cancelled'] })
  })

  it('answers 401 to a wrong token and 422 to a bad page', async () => {
    const wrong = await shop.call('listShopOrders', { headers: asStaff('not-the-admin-token-000') })
    expect(wrong.status).toBe(401)
    const badPage = await shop.call('listShopOrders', {
      query: asSent({ page: 0 }),
      headers: asStaff(),
    })
    expect(badPage.status).toBe(422)
  })
})

describe('an API without ADMIN_TOKEN', () => {
  const closed = useTestShop()

  it('has no back office: every staff call answers 404, token or not', async () => {
    const listed = await closed.call('listShopOrders', { headers: asStaff() })
    expect(listed.status).toBe(404)
    const moved = await closed.call('changeOrderStatus', {
      params: { id: 1 },
      body: { status: 'cancelled' },
      headers: asStaff(),
    })
    expect(moved.status).toBe(404)
  })
})
