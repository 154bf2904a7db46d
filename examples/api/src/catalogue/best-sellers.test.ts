import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { succeeded } from '../test/api-caller.ts'
import {
  checkoutPath,
  insertProduct,
  signedUpWithCart,
  useMoneyShop,
} from '../test/money-fixtures.ts'

const money = useMoneyShop()
const { shop, call } = money

const bestSellers = async () => {
  const res = await shop.call('listProducts', { query: { sort: 'best_sellers', per_page: 100 } })
  expect(res.status).toBe(200)
  return succeeded(res).data.items.map((item) => item.id)
}

describe('best sellers', () => {
  it('lists the most ordered products first, and forgets a cancelled order', async () => {
    const db = shop.database.db
    const [many, few] = [await insertProduct(db, 100), await insertProduct(db, 100)]
    const order = async (product: number, quantity: number) => {
      const { token, address } = await signedUpWithCart(shop, [{ product_id: product, quantity }])
      const res = await call('POST', checkoutPath, {
        token,
        key: randomUUID(),
        body: { address_id: address, branch_id: money.branch, payment_method: 'cash_on_delivery' },
      })
      expect(res.status, await res.clone().text()).toBe(201)
      return { token, id: endpoints.checkout.response.parse(await res.json()).data.order.id }
    }
    await order(few, 2)
    const big = await order(many, 5)
    expect((await bestSellers()).slice(0, 2)).toEqual([many, few])

    const cancelled = await call('POST', `/auth/orders/${big.id}/cancel`, { token: big.token })
    expect(cancelled.status).toBe(200)
    const after = await bestSellers()
    expect(after[0]).toBe(few)
    expect(after.indexOf(many)).toBeGreaterThan(0)
  })
})
