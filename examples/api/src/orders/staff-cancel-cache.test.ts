import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { succeeded } from '../test/api-caller.ts'
import { checkoutPath, signedUpWithCart, useMoneyShop } from '../test/money-fixtures.ts'

const ADMIN = 'test-admin-token-0123456789'
const money = useMoneyShop({ adminToken: ADMIN, cache: { memorySeconds: 60 } })
const { shop } = money

/** The product's stock as an anonymous shopper reads it (the read the API keeps in memory). */
const shownStock = async (id: number) => {
  return succeeded(await shop.call('getProduct', { params: { id } })).data.product.stock
}

describe('a staff write empties the read memory', () => {
  it('a cancel by the staff restocks, and the product shows the restocked count at once', async () => {
    const id = shop.ids.plain
    const before = await shownStock(id)
    const { token, address } = await signedUpWithCart(shop, [{ product_id: id, quantity: 3 }])
    const placed = await money.call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      body: { address_id: address, branch_id: money.branch, payment_method: 'cash_on_delivery' },
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { data } = (await placed.json()) as { data: { order: { id: number } } }
    // Read after the checkout (which emptied the memory): now kept for 60 s.
    expect(await shownStock(id)).toBe(before - 3)
    expect(await shownStock(id)).toBe(before - 3)

    const cancelled = await shop.call('changeOrderStatus', {
      params: { id: data.order.id },
      body: { status: 'cancelled' },
      headers: { 'x-admin-token': ADMIN },
    })
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(await shownStock(id)).toBe(before)
  })
})
