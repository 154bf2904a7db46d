import { randomUUID } from 'node:crypto'
import type { CartMergePolicy } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { succeeded } from '../test/api-caller.ts'
import { insertPromo } from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const register = () => signUpCustomer(shop)

/** Signs in with the password of `register`, maybe naming a guest cart; answers the token. */
const logIn = async (
  email: string,
  guestCart: { uuid?: string; cart_merge?: CartMergePolicy } = {},
) =>
  succeeded(await shop.call('login', { body: { email, password: 'Secret#123', ...guestCart } }))
    .data.token

/** Adds `quantity` of a product to a guest's cart (`uuid`) or a customer's (`token`). */
const add = (product_id: number, quantity: number, owner: { uuid?: string; token?: string }) =>
  shop.call('addToCart', {
    body: { product_id, product_type: 'retail', quantity, uuid: owner.uuid },
    token: owner.token,
  })

/** The cart of a guest (`uuid`) or a customer (`token`). */
const cartOf = async (owner: { uuid?: string; token?: string }) => {
  const cart = succeeded(
    await shop.call('getCart', { query: { uuid: owner.uuid }, token: owner.token }),
  ).data
  if (!cart) throw new Error('The cart answer has no data')
  return cart
}

describe("a customer's cart", () => {
  it('is named by the bearer token, priced from the catalogue', async () => {
    const { token } = await register()
    expect((await add(shop.ids.plain, 2, { token })).status).toBe(200)
    const cart = await cartOf({ token })
    expect(cart.items).toHaveLength(1)
    expect(cart.total_item_count).toBe(2)
  })

  it('carries the guest cart into the new account when the sign-up is confirmed', async () => {
    const uuid = randomUUID()
    await add(shop.ids.plain, 2, { uuid })
    const { token } = await signUpCustomer(shop, {}, { uuid })
    const cart = await cartOf({ token })
    expect(cart.items.map((item) => [item.product_id, item.quantity])).toEqual([
      [shop.ids.plain, 2],
    ])
    expect((await add(shop.ids.plain, 1, { uuid })).status).toBe(409)
  })

  it('takes in the guest cart at sign-in (merge), and the bare uuid is then retired', async () => {
    const uuid = randomUUID()
    await add(shop.ids.plain, 1, { uuid })
    await add(shop.ids.scarce, 2, { uuid })
    const { body } = await register()
    const token = await logIn(body.email)
    await add(shop.ids.plain, 3, { token })

    const second = await logIn(body.email, { uuid })

    const cart = await cartOf({ token: second })
    const quantities = Object.fromEntries(
      cart.items.map((item) => [item.product_id, item.quantity]),
    )
    expect(quantities).toEqual({ [shop.ids.plain]: 4, [shop.ids.scarce]: 2 })

    expect((await cartOf({ uuid })).items).toEqual([])
    expect((await add(shop.ids.plain, 1, { uuid })).status).toBe(409)
  })

  it('keeps only the customer lines with keep-customer, only the guest lines with keep-guest', async () => {
    for (const [policy, expected] of [
      ['keep-customer', { plain: 5 }],
      ['keep-guest', { discounted: 1 }],
    ] as const) {
      const uuid = randomUUID()
      await add(shop.ids.discounted, 1, { uuid })
      const { body, token } = await register()
      await add(shop.ids.plain, 5, { token })
      const again = await logIn(body.email, { uuid, cart_merge: policy })
      const cart = await cartOf({ token: again })
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
    await add(shop.ids.plain, 4, { uuid })
    const applied = await shop.call('applyPromoCode', { body: { code: promo.code, uuid } })
    expect(applied.status, applied.text).toBe(200)
    const { body } = await register()
    const again = await logIn(body.email, { uuid })
    const cart = await cartOf({ token: again })
    expect(cart.promo_code).toBe(promo.code)
    expect(Number(cart.discount)).toBeGreaterThan(0)
  })

  it('caps merged lines by the stock left', async () => {
    const uuid = randomUUID()
    await add(shop.ids.scarce, 2, { uuid })
    const { body, token } = await register()
    await add(shop.ids.scarce, 1, { token })
    const again = await logIn(body.email, { uuid })
    const cart = await cartOf({ token: again })
    expect(cart.items.find((item) => item.product_id === shop.ids.scarce)?.quantity).toBe(2)
  })
})
