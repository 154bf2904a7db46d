// A card payment that does not happen (cancelled on the provider's page, declined and given up)
// leaves the shopper's cart as it was: the same lines, the same promo code. The order stays
// cancelled and its stock is back.
import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../db/schema.ts'
import { readCart } from '../test/http.ts'
import {
  checkoutPath,
  guestCheckoutBody,
  insertPromo,
  signedUpWithCart,
  stockOf,
} from '../test/money-fixtures.ts'
import { usePaymentPageShop } from '../test/payment-page-shop.ts'
import { TEST_CARDS } from './test-payment-page.ts'

const { shop, call, submit, card, branch } = usePaymentPageShop()

/** What a shopper sees of a cart: its lines and its promo code. */
const cartSeen = async (who: { token?: string; uuid?: string }) => {
  const { data } = await readCart(
    await shop.calls.getCart(who.uuid, who.token ? { authorization: `Bearer ${who.token}` } : {}),
  )
  return {
    // In the cart's order: the lines come back where the shopper had them.
    lines: data.items.map((line) => `${line.product_id}:${line.product_type}:${line.quantity}`),
    promo: data.promo_code,
  }
}

describe('a card payment that does not happen', () => {
  it('cancelled on the page: the customer’s two lines and promo code are back, the order stays cancelled', async () => {
    // Added in an order that is not the products' id order.
    const { token } = await signedUpWithCart(shop, [
      { product_id: shop.ids.discounted, quantity: 1 },
      { product_id: shop.ids.plain, quantity: 2 },
    ])
    const promo = await insertPromo(shop.database.db)
    const applied = await call('POST', endpoints.applyPromoCode.path, {
      token,
      body: { code: promo.code },
    })
    expect(applied.status, await applied.clone().text()).toBe(200)
    const before = await cartSeen({ token })
    expect(before.lines).toHaveLength(2)
    expect(before.promo).toBe(promo.code)
    const stock = await stockOf(shop.database.db, shop.ids.plain)

    const listed = await call('GET', endpoints.listAddresses.path, { token })
    const [address] = ((await listed.json()) as { data: { id: number }[] }).data
    const placed = await call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      body: { address_id: address!.id, branch_id: branch(), payment_method: 'card' },
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { order, payment_url } = endpoints.checkout.response.parse(await placed.json()).data
    expect((await cartSeen({ token })).lines).toEqual([])

    const cancelled = await submit(new URL(payment_url!).pathname, { action: 'cancel' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(
      `http://shop.test/payment-return?order=${order.order_number}&payment=cancelled`,
    )
    expect(await cartSeen({ token })).toEqual(before)
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'not_charged' })
    expect(await stockOf(shop.database.db, shop.ids.plain)).toBe(stock)
    // A repeat of the cancel changes nothing (the lines are not put back twice).
    const again = await submit(new URL(payment_url!).pathname, { action: 'cancel' })
    expect(again.headers.get('location')).toBe(cancelled.headers.get('location'))
    expect(await cartSeen({ token })).toEqual(before)
  })

  it('declined, then given up: a guest’s cart is back as it was', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ uuid, product_id: shop.ids.plain, product_type: 'retail', quantity: 3 })
    await shop.calls.add({
      uuid,
      product_id: shop.ids.discounted,
      product_type: 'retail',
      quantity: 2,
    })
    const before = await cartSeen({ uuid })
    const placed = await call('POST', checkoutPath, {
      key: randomUUID(),
      language: 'ar',
      body: guestCheckoutBody(uuid, branch(), 'card'),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { order, payment_url } = endpoints.checkout.response.parse(await placed.json()).data
    const path = new URL(payment_url!).pathname
    expect((await submit(path, card(TEST_CARDS.declined))).status).toBe(422)
    expect((await cartSeen({ uuid })).lines).toEqual([])
    await submit(path, { action: 'cancel' })
    expect(await cartSeen({ uuid })).toEqual(before)
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after?.status).toBe('cancelled')
  })

  it('paid: the cart stays empty', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ uuid, product_id: shop.ids.plain, product_type: 'retail', quantity: 4 })
    const placed = await call('POST', checkoutPath, {
      key: randomUUID(),
      body: guestCheckoutBody(uuid, branch(), 'card'),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { payment_url } = endpoints.checkout.response.parse(await placed.json()).data
    expect((await submit(new URL(payment_url!).pathname, card(TEST_CARDS.paid))).status).toBe(303)
    expect((await cartSeen({ uuid })).lines).toEqual([])
  })
})
