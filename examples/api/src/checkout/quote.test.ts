import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { readError } from '../test/http.ts'
import {
  caller,
  checkoutPath,
  insertShopBasics,
  riyadhAddress,
  signedUpWithCart,
} from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
const quotePath = endpoints.quoteCheckout.path
let branch: number

beforeAll(async () => {
  branch = (await insertShopBasics(shop.database.db)).riyadh!
})

const quoteOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return endpoints.quoteCheckout.response.parse(await res.json()).data
}

const guestCart = async (quantity: number) => {
  const uuid = randomUUID()
  await shop.calls.add({ uuid, product_id: shop.ids.plain, product_type: 'retail', quantity })
  return uuid
}

describe('POST /actions/checkout/quote', () => {
  it('quotes what the checkout then charges, to the saved address', async () => {
    const { token, address } = await signedUpWithCart(shop, [
      { product_id: shop.ids.discounted, quantity: 2 },
      { product_id: shop.ids.plain, quantity: 1 },
    ])
    const quote = await quoteOf(
      await call('POST', quotePath, { token, body: { address_id: address } }),
    )
    // 2 × 80.00 + 12.50; Riyadh 15.00.
    expect(quote).toEqual({
      sub_total: '172.50',
      total_discount: '40.00',
      discount: '0.00',
      shipping_cost: '15.00',
      tax_amount: '24.46',
      total_price: '187.50',
    })
    const placed = await call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      body: { address_id: address, branch_id: branch, payment_method: 'cash_on_delivery' },
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { order } = endpoints.checkout.response.parse(await placed.json()).data
    expect(order).toMatchObject({
      sub_total: quote.sub_total,
      shipping_cost: quote.shipping_cost,
      tax_amount: quote.tax_amount,
      total_price: quote.total_price,
    })
  })

  it("finds a city's shipping by its identifier; a listed city without a cost pays the default", async () => {
    const uuid = await guestCart(2)
    const quoted = async (city: string) => call('POST', quotePath, { body: { uuid, city } })
    const shipping = async (city: string) => (await quoteOf(await quoted(city))).shipping_cost
    expect(await shipping('riyadh')).toBe('15.00')
    expect(await shipping('jizan')).toBe('10.00')
    expect(await shipping('al-kharj')).toBe('25.00')
    // A name instead of an identifier is refused, in the request's terms.
    const named = await quoted('Riyadh')
    expect(named.status).toBe(422)
    expect((await readError(named)).errors).toHaveProperty('city')
  })

  it('charges a saved address saved in Arabic the shipping of its city', async () => {
    const { token } = await signedUpWithCart(shop, [{ product_id: shop.ids.plain, quantity: 2 }])
    const saved = await call('POST', endpoints.createAddress.path, {
      token,
      language: 'ar',
      body: { ...riyadhAddress, name: 'البيت' },
    })
    expect(saved.status, await saved.clone().text()).toBe(201)
    const addressId = ((await saved.json()) as { data: { id: number } }).data.id
    const quote = await quoteOf(
      await call('POST', quotePath, { token, body: { address_id: addressId } }),
    )
    expect(quote).toMatchObject({
      sub_total: '25.00',
      shipping_cost: '15.00',
      total_price: '40.00',
    })
    const placed = await call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      body: { address_id: addressId, branch_id: branch, payment_method: 'cash_on_delivery' },
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { order } = endpoints.checkout.response.parse(await placed.json()).data
    expect(order).toMatchObject({ shipping_cost: '15.00', total_price: '40.00' })
  })

  it('quotes free shipping from the threshold on', async () => {
    const uuid = await guestCart(24)
    const quote = await quoteOf(await call('POST', quotePath, { body: { uuid, city: 'tabuk' } }))
    // 24 units reach the wholesale price: 24 × 10.00 = 240.00, below the free-shipping 300.00.
    expect(quote).toMatchObject({
      sub_total: '240.00',
      shipping_cost: '30.00',
      total_price: '270.00',
    })
    const more = await guestCart(30)
    const free = await quoteOf(
      await call('POST', quotePath, { body: { uuid: more, city: 'tabuk' } }),
    )
    expect(free).toMatchObject({
      sub_total: '300.00',
      shipping_cost: '0.00',
      total_price: '300.00',
    })
  })

  it('refuses a quote without a cart owner, without a city, or for an address not yours', async () => {
    const uuid = await guestCart(1)
    expect((await call('POST', quotePath, { body: { city: 'riyadh' } })).status).toBe(401)
    const neither = await call('POST', quotePath, { body: { uuid } })
    expect(neither.status).toBe(422)
    expect((await readError(neither)).errors).toHaveProperty('city')
    const both = await call('POST', quotePath, { body: { uuid, city: 'riyadh', address_id: 1 } })
    expect(both.status).toBe(422)
    const { address } = await signedUpWithCart(shop, [{ product_id: shop.ids.plain, quantity: 1 }])
    const { token } = await signedUpWithCart(shop, [{ product_id: shop.ids.plain, quantity: 1 }])
    expect((await call('POST', quotePath, { token, body: { address_id: address } })).status).toBe(
      404,
    )
    expect((await call('POST', quotePath, { body: { uuid, address_id: address } })).status).toBe(
      404,
    )
  })
})
