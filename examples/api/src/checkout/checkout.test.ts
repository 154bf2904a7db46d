import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, promoCodes } from '../db/schema.ts'
import { readCart, readError } from '../test/http.ts'
import {
  checkoutPath,
  guestCheckoutBody,
  guestDetails,
  insertPromo,
  riyadhAddress,
  stockOf,
  useCheckoutShop,
} from '../test/money-fixtures.ts'

const checkout = useCheckoutShop()
const { shop, call, key, customerWithCart, checkoutBody, orderOf } = checkout

describe('checkout', () => {
  it('places a cash-on-delivery order priced from the catalogue, with shipping, VAT, promo and stock taken', async () => {
    const promo = await insertPromo(shop.database.db, { kind: 'fixed', value: 1_000 })
    const before = await stockOf(shop.database.db, shop.ids.discounted)
    const { token, address } = await customerWithCart([
      { product_id: shop.ids.discounted, quantity: 2 },
      { product_id: shop.ids.plain, quantity: 1 },
    ])
    await call('POST', endpoints.applyPromoCode.path, { token, body: { code: promo.code } })
    const res = await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = await orderOf(res)
    // 2 × 80.00 + 12.50 = 172.50; promo 10.00 off; Riyadh shipping 15.00 (below 300.00).
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash_on_delivery',
      sub_total: '172.50',
      total_discount: '40.00',
      promo_code: promo.code,
      discount: '10.00',
      shipping_cost: '15.00',
      total_price: '177.50',
      tax_amount: '23.15',
      can_cancel: true,
      can_rate: false,
    })
    // The order's lines read in the cart's order.
    expect(order.items.map((item) => [item.product_id, item.quantity, item.line_total])).toEqual([
      [shop.ids.discounted, 2, '160.00'],
      [shop.ids.plain, 1, '12.50'],
    ])
    expect(await stockOf(shop.database.db, shop.ids.discounted)).toBe((before ?? 0) - 2)
    const cart = await readCart(
      await shop.calls.getCart(undefined, { authorization: `Bearer ${token}` }),
    )
    expect(cart.data).toMatchObject({ items: [], promo_code: null })
    const [used] = await shop.database.db
      .select({ used: promoCodes.used })
      .from(promoCodes)
      .where(eq(promoCodes.id, promo.id))
    expect(used?.used).toBe(1)
  })

  it('charges the wholesale price the cart showed, from the threshold on', async () => {
    // Test Coffee: SAR 12.50 retail, SAR 10.00 from 5 units; Test Dallah: 80.00, 65.00 from 3.
    const { token, address } = await customerWithCart([
      { product_id: shop.ids.plain, quantity: 5 },
      { product_id: shop.ids.discounted, quantity: 2 },
    ])
    const cart = await readCart(
      await shop.calls.getCart(undefined, { authorization: `Bearer ${token}` }),
    )
    const res = await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = await orderOf(res)
    // 5 × 10.00 + 2 × 80.00 = 210.00, as the cart said; Riyadh shipping 15.00.
    expect(cart.data.sub_total).toBe('210.00')
    expect(order).toMatchObject({ sub_total: cart.data.sub_total, total_price: '225.00' })
    expect(
      order.items.map((item) => [item.product_id, item.quantity, item.price, item.line_total]),
    ).toEqual(
      [
        [shop.ids.plain, 5, '10.00', '50.00'],
        [shop.ids.discounted, 2, '80.00', '160.00'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
  })

  it('replays the same Idempotency-Key with the same answer and no second order; another body is a 422', async () => {
    const { token, address, customerId } = await customerWithCart([
      { product_id: shop.ids.plain, quantity: 3 },
    ])
    const once = key()
    const first = await call('POST', checkoutPath, {
      token,
      key: once,
      body: checkoutBody(address),
    })
    const again = await call('POST', checkoutPath, {
      token,
      key: once,
      body: checkoutBody(address),
    })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    const other = await call('POST', checkoutPath, {
      token,
      key: once,
      body: { ...checkoutBody(address), notes: 'ring twice' },
    })
    expect(other.status).toBe(422)
    const missing = await call('POST', checkoutPath, { token, body: checkoutBody(address) })
    expect(missing.status).toBe(422)
    expect((await readError(missing)).errors).toHaveProperty('Idempotency-Key')
    const placed = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
    expect(placed).toHaveLength(1)
  })

  it("refuses an empty cart (422), over-stock (402, nothing taken), another customer's address and an unknown branch (404)", async () => {
    const { token, address } = await customerWithCart([])
    const empty = await call('POST', checkoutPath, {
      token,
      key: key(),
      body: checkoutBody(address),
    })
    expect(empty.status).toBe(422)
    expect((await readError(empty)).message).toBe('Your cart is empty')

    const other = await customerWithCart([{ product_id: shop.ids.plain, quantity: 1 }])
    const notMine = await call('POST', checkoutPath, {
      token: other.token,
      key: key(),
      body: checkoutBody(address),
    })
    expect(notMine.status).toBe(404)
    const noBranch = await call('POST', checkoutPath, {
      token: other.token,
      key: key(),
      body: { ...checkoutBody(other.address), branch_id: 999_999 },
    })
    expect(noBranch.status).toBe(404)

    const scarce = await customerWithCart([{ product_id: shop.ids.scarce, quantity: 2 }])
    const rival = await customerWithCart([{ product_id: shop.ids.scarce, quantity: 1 }])
    const firstOut = await call('POST', checkoutPath, {
      token: rival.token,
      key: key(),
      body: checkoutBody(rival.address),
    })
    expect(firstOut.status).toBe(201)
    const stock = await stockOf(shop.database.db, shop.ids.scarce)
    const short = await call('POST', checkoutPath, {
      token: scarce.token,
      key: key(),
      body: checkoutBody(scarce.address),
    })
    expect(short.status).toBe(402)
    expect((await readError(short)).message).toBe('Not enough stock available')
    expect(await stockOf(shop.database.db, shop.ids.scarce)).toBe(stock)
  })

  it('refuses a guest or an address named only with emoji, naming the field', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const res = await call('POST', checkoutPath, {
      key: key(),
      body: {
        uuid,
        guest: { name: '😀🔥', email: 'noura@example.com', phone: '+966512345678' },
        address: { ...riyadhAddress, name: '🏠🏠' },
        branch_id: checkout.branch,
        payment_method: 'cash_on_delivery',
      },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toMatchObject({
      'guest.name': ['A name needs letters, Arabic or Latin'],
      'address.name': ['A name needs letters, Arabic or Latin'],
    })
  })

  it('lets a guest check out with their details and an address, but not by wallet', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const byWallet = await call('POST', checkoutPath, {
      key: key(),
      body: guestCheckoutBody(uuid, checkout.branch, 'wallet'),
    })
    expect(byWallet.status).toBe(422)
    const res = await call('POST', checkoutPath, {
      key: key(),
      body: guestCheckoutBody(uuid, checkout.branch, 'card'),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = await orderOf(res)
    expect(order).toMatchObject({
      guest: guestDetails(),
      payment_method: 'card',
      payment_status: 'paid',
    })
    expect(order.address).toMatchObject({ city: 'riyadh', city_name: 'Riyadh' })
  })
})
