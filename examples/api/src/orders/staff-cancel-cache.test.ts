import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { checkoutPath, signedUpWithCart, useMoneyShop } from '../test/money-fixtures.ts'

const ADMIN = 'test-admin-token-0123456789'
const money = useMoneyShop({ adminToken: ADMIN, cache: { memorySeconds: 60 } })
const { shop } = money

/** The product's stock as an anonymous shopper reads it (the read the API keeps in memory). */
const shownStock = async (id: number) => {
  const res = await shop.app.request(`/data/products/${id}`)
  return endpoints.getProduct.response.parse(await res.json()).data.product.stock
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

    const cancelled = await shop.app.request(`/shop/orders/${data.order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
      body: JSON.stringify({ status: 'cancelled' }),
    })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)
    expect(await shownStock(id)).toBe(before)
  })
})
