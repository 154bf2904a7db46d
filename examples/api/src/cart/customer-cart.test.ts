import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { bearer, jsonPost, readCart } from '../test/http.ts'
import { insertPromo } from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const register = (extra: Record<string, unknown> = {}) => signUpCustomer(shop, extra)

/** Signs in with the password of `register`, maybe naming a guest cart; answers the token. */
const logIn = async (email: string, guestCart: Record<string, unknown> = {}) => {
  const res = await shop.app.request(
    endpoints.login.path,
    jsonPost({ email, password: 'Secret#123', ...guestCart }),
  )
  return endpoints.login.response.parse(await res.json()).data.token
}

/** The customer's cart, read with `token`. */
const cartOf = async (token: string) =>
  (await readCart(await shop.calls.getCart(undefined, bearer(token)))).data

describe("a customer's cart", () => {
  it('is named by the bearer token, priced from the catalogue', async () => {
    const { token } = await register()
    const add = await shop.calls.add(
      { product_id: shop.ids.plain, product_type: 'retail', quantity: 2 },
      bearer(token),
    )
    expect(add.status).toBe(200)
    const cart = await cartOf(token)
    expect(cart.items).toHaveLength(1)
    expect(cart.total_item_count).toBe(2)
  })

  it('carries the guest cart into the new account when the sign-up is confirmed', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const { token } = await signUpCustomer(shop, {}, { uuid })
    const cart = await cartOf(token)
    expect(cart.items.map((item) => [item.product_id, item.quantity])).toEqual([
      [shop.ids.plain, 2],
    ])
    expect(
      (
        await shop.calls.add({
          product_id: shop.ids.plain,
          product_type: 'retail',
          quantity: 1,
          uuid,
        })
      ).status,
    ).toBe(409)
  })

  it('takes in the guest cart at sign-in (merge), and the bare uuid is then retired', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 1, uuid })
    await shop.calls.add({ product_id: shop.ids.scarce, product_type: 'retail', quantity: 2, uuid })
    const { body } = await register()
    const token = await logIn(body.email)
    await shop.calls.add(
      { product_id: shop.ids.plain, product_type: 'retail', quantity: 3 },
      bearer(token),
    )

    const second = await logIn(body.email, { uuid })

    const cart = await cartOf(second)
    const quantities = Object.fromEntries(
      cart.items.map((item) => [item.product_id, item.quantity]),
    )
    expect(quantities).toEqual({ [shop.ids.plain]: 4, [shop.ids.scarce]: 2 })

    expect((await readCart(await shop.calls.getCart(uuid))).data.items).toEqual([])
    const reuse = await shop.calls.add({
      product_id: shop.ids.plain,
      product_type: 'retail',
      quantity: 1,
      uuid,
    })
    expect(reuse.status).toBe(409)
  })

  it('keeps only the customer lines with keep-customer, only the guest lines with keep-guest', async () => {
    for (const [policy, expected] of [
      ['keep-customer', { plain: 5 }],
      ['keep-guest', { discounted: 1 }],
    ] as const) {
      const uuid = randomUUID()
      await shop.calls.add({
        product_id: shop.ids.discounted,
        product_type: 'retail',
        quantity: 1,
        uuid,
      })
      const { body, token } = await register()
      await shop.calls.add(
        { product_id: shop.ids.plain, product_type: 'retail', quantity: 5 },
        bearer(token),
      )
      const again = await logIn(body.email, { uuid, cart_merge: policy })
      const cart = await cartOf(again)
      const byName = Object.fromEntries(
        cart.items.map((item) => [
          item.product_id === shop.ids.plain ? 'plain' : 'discounted',
          item.quantity,
        ]),
      )
      expect(byName, policy).toEqual(expected)
    }
  })

  it('keeps the promo code a guest applied when the cart is taken in at sign-in', async () => {
    const promo = await insertPromo(shop.database.db, { value: 1_000 })
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 4, uuid })
    const applied = await shop.app.request(
      endpoints.applyPromoCode.path,
      jsonPost({ code: promo.code, uuid }),
    )
    expect(applied.status, await applied.clone().text()).toBe(200)
    const { body } = await register()
    const again = await logIn(body.email, { uuid })
    const cart = await cartOf(again)
    expect(cart.promo_code).toBe(promo.code)
    expect(Number(cart.discount)).toBeGreaterThan(0)
  })

  it('caps merged lines by the stock left', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.scarce, product_type: 'retail', quantity: 2, uuid })
    const { body, token } = await register()
    await shop.calls.add(
      { product_id: shop.ids.scarce, product_type: 'retail', quantity: 1 },
      bearer(token),
    )
    const again = await logIn(body.email, { uuid })
    const cart = await cartOf(again)
    expect(cart.items.find((item) => item.product_id === shop.ids.scarce)?.quantity).toBe(2)
  })
})
