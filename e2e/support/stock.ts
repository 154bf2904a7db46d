// Stock a test makes for itself: it buys a product down to the count it needs, through the API
// as another shopper would, instead of hoping the seed (or the tests that ran before) left one.
import { type APIRequestContext, expect } from '@playwright/test'
import { apiUrl } from '../playwright.config.ts'

type Listed = { id: number; stock: number; has_selections: boolean; price: string }

const randomByte = () => Math.floor(Math.random() * 254) + 1

/**
 * A guest's checkout of the cart `uuid` through the API, from an address of its own (so no limit
 * per client is reached), delivered to Riyadh from the first branch: the API's answer (201 with
 * the order, and the payment page's URL for a card).
 */
export const guestCheckout = async (
  request: APIRequestContext,
  uuid: string,
  payment_method: 'cash_on_delivery' | 'card',
  headers: Record<string, string> = {},
) => {
  const branches = (await (await request.get(`${apiUrl}/data/branches`)).json()) as {
    data: { id: number }[]
  }
  return request.post(`${apiUrl}/actions/checkout`, {
    headers: {
      'Idempotency-Key': crypto.randomUUID(),
      'x-forwarded-for': `198.19.${randomByte()}.${randomByte()}`,
      ...headers,
    },
    data: {
      uuid,
      guest: { name: 'Other Shopper', email: 'other@example.com', phone: '+966512345678' },
      address: {
        name: 'Home',
        type: 'home',
        country: 'SA',
        state: 'SA-01',
        city: 'riyadh',
        phone: '+966512345678',
        details: 'King Fahd Road',
      },
      branch_id: branches.data[0]!.id,
      payment_method,
    },
  })
}

/** Another shopper (a guest of their own address) buys these lines with cash on delivery. */
export const guestBuys = async (
  request: APIRequestContext,
  lines: { productId: number; quantity: number }[],
) => {
  const uuid = crypto.randomUUID()
  for (const { productId, quantity } of lines) {
    const added = await request.post(`${apiUrl}/actions/product/add-to-cart`, {
      data: { product_id: productId, product_type: 'retail', quantity, uuid },
    })
    expect(added.status(), await added.text()).toBe(200)
  }
  const bought = await guestCheckout(request, uuid, 'cash_on_delivery')
  expect(bought.status(), await bought.text()).toBe(201)
}

/** The shop's products without colours, as the API lists them now. */
export const plainProducts = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${apiUrl}/data/products?per_page=100`)).json()) as {
      data: { items: Listed[] }
    }
  ).data.items.filter((p) => !p.has_selections)

/**
 * A product without colours with exactly `stock` left: the one with the most stock, bought down
 * (so the products other tests pick by price are left alone). Its listing, stock updated.
 */
export const productWithStock = async (request: APIRequestContext, stock: number) => {
  const [most] = (await plainProducts(request)).sort((a, b) => b.stock - a.stock)
  expect(most?.stock, 'a product with more stock than asked for').toBeGreaterThan(stock)
  await guestBuys(request, [{ productId: most!.id, quantity: most!.stock - stock }])
  return { ...most!, stock }
}
