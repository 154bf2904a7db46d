import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { asSent } from '../test/api-caller.ts'
import { readCart, readError } from '../test/http.ts'
import { stockOf } from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()

const emptyCart = {
  items: [],
  total_item_count: 0,
  sub_total: '0.00',
  total_price: '0.00',
  status: 'pending',
  payment_status: 'pending',
}

describe('GET /data/product/cart', () => {
  it('tells each line the most it can hold: the stock less the other lines on it', async () => {
    const uuid = randomUUID()
    const stock = (await stockOf(shop.database.db, shop.ids.plain))!
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    await shop.calls.add({
      product_id: shop.ids.plain,
      product_type: 'wholesale',
      quantity: 3,
      uuid,
    })
    const lines = await shop.calls.lines(uuid)
    expect(lines.map((line) => [line.product_type, line.max_quantity])).toEqual([
      ['retail', stock - 3],
      ['wholesale', stock - 2],
    ])
    const green = randomUUID()
    await shop.calls.add({
      product_id: shop.ids.coloured,
      product_type: 'retail',
      quantity: 1,
      selection_id: shop.ids.green,
      uuid: green,
    })
    // A colour's own stock (3 of green) is its line's limit.
    expect((await shop.calls.lines(green))[0]?.max_quantity).toBe(3)
  })

  it('answers an empty cart for a uuid nobody used', async () => {
    const res = await shop.calls.getCart(randomUUID())
    expect(res.status).toBe(200)
    const body = await readCart(res)
    expect(body.data).toMatchObject(emptyCart)
  })

  it('answers an empty cart without uuid or bearer', async () => {
    const res = await shop.calls.getCart()
    expect(res.status).toBe(200)
    expect((await readCart(res)).data).toMatchObject(emptyCart)
  })

  it('refuses an invalid uuid with a field error', async () => {
    const res = await shop.calls.getCart('not-a-uuid')
    expect(res.status).toBe(422)
    const body = await readError(res)
    expect(body.message).toBe('The given data was invalid')
    expect(body.errors?.uuid?.length).toBeGreaterThan(0)
  })

  it('refuses unknown query parameters, as the contract is strict', async () => {
    const res = await shop.call('getCart', { query: asSent({ uuid: randomUUID(), page: 2 }) })
    expect(res.status).toBe(422)
    expect(res.ok ? {} : res.error.errors).toHaveProperty('page')
  })

  it('prices every line from the catalogue and totals the cart', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.plain, product_type: 'retail', quantity: 3 })
    await calls.add({ uuid, product_id: ids.discounted, product_type: 'retail', quantity: 1 })

    const { data: cart } = await readCart(await calls.getCart(uuid))
    expect(cart?.items).toEqual([
      expect.objectContaining({
        product_id: ids.plain,
        product_type: 'retail',
        quantity: 3,
        price: '12.50',
        price_before: null,
        discount_text: null,
        selection_id: null,
        name: 'Test Coffee',
      }),
      expect.objectContaining({ product_id: ids.discounted, quantity: 1, price: '80.00' }),
    ])
    // 3 × 12.50 + 1 × 80.00
    expect(cart).toMatchObject({ total_item_count: 4, sub_total: '117.50', total_price: '117.50' })
  })

  it('shows the former price and the discount of a discounted product', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.discounted, product_type: 'retail', quantity: 1 })
    const [line] = await calls.lines(uuid)
    expect(line).toMatchObject({ price: '80.00', price_before: '100.00', discount_text: '-20%' })
  })

  it('switches every unit to the wholesale price at the threshold, and back below it', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    // Test Coffee: SAR 12.50 retail, SAR 10.00 from 5 units.
    await calls.add({ uuid, product_id: ids.plain, product_type: 'retail', quantity: 4 })
    expect(await calls.lines(uuid)).toEqual([
      expect.objectContaining({ quantity: 4, price: '12.50', price_before: null }),
    ])
    await calls.add({ uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 })
    const { data: cart } = await readCart(await calls.getCart(uuid))
    expect(cart.items).toEqual([
      expect.objectContaining({
        quantity: 5,
        price: '10.00',
        price_before: '12.50',
        discount_text: 'Wholesale price',
      }),
    ])
    expect(cart).toMatchObject({ sub_total: '50.00', total_price: '50.00' })
    await calls.remove({ uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 })
    expect(await calls.lines(uuid)).toEqual([
      expect.objectContaining({ quantity: 4, price: '12.50', price_before: null }),
    ])
  })

  it('charges retail for a wholesale line below the threshold, or of a product not sold wholesale', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.discounted, product_type: 'wholesale', quantity: 1 })
    await calls.add({ uuid, product_id: ids.scarce, product_type: 'wholesale', quantity: 2 })
    expect(await calls.lines(uuid)).toEqual([
      expect.objectContaining({ price: '80.00', price_before: '100.00', discount_text: '-20%' }),
      expect.objectContaining({ price: '45.00', price_before: null, discount_text: null }),
    ])
  })

  it('names the wholesale price in Arabic', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.discounted, product_type: 'retail', quantity: 3 })
    const body = await readCart(await calls.getCart(uuid, { 'accept-language': 'ar' }))
    expect(body.data.items).toEqual([
      expect.objectContaining({
        price: '65.00',
        price_before: '80.00',
        discount_text: 'سعر الجملة',
      }),
    ])
  })

  it('names products and discounts in Arabic for Accept-Language: ar', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.discounted, product_type: 'retail', quantity: 1 })
    await calls.add({
      uuid,
      product_id: ids.coloured,
      product_type: 'retail',
      quantity: 1,
      selection_id: ids.green,
    })
    const res = await calls.getCart(uuid, { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' })
    const body = await readCart(res)
    expect(body.message).toBe('تم جلب السلة')
    expect(body.data.items).toEqual([
      expect.objectContaining({ name: 'دلة تجريبية', discount_text: 'خصم 20%' }),
      expect.objectContaining({ name: 'سجادة صلاة تجريبية - أخضر', selection_id: ids.green }),
    ])
  })

  it('refuses a bearer token until customer sessions exist', async () => {
    const res = await shop.calls.getCart(undefined, { authorization: 'Bearer abc' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Unauthenticated' })
  })
})
