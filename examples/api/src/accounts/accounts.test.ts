import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { readCart, readError } from '../test/http.ts'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let people = 0
const newCustomer = () => {
  people += 1
  return {
    user_name: `sara${people}`,
    first_name: 'Sara',
    last_name: 'Ali',
    email: `sara.${people}.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+966512345678',
    password: 'Secret#123',
    confirm_password: 'Secret#123',
    accept_terms: true,
  }
}

const register = async (extra: Record<string, unknown> = {}) => {
  const body = { ...newCustomer(), ...extra }
  const res = await shop.app.request(endpoints.register.path, json(body))
  expect(res.status, await res.clone().text()).toBe(200)
  const answer = endpoints.register.response.parse(await res.json())
  return { body, token: answer.data.token, user: answer.data.user }
}

describe('accounts', () => {
  it('registers a customer and answers a session, with the user in the contract shape', async () => {
    const { body, token, user } = await register()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(user).toMatchObject({ email: body.email, first_name: 'Sara', user_name: body.user_name })
    const profile = await shop.app.request(endpoints.getProfile.path, { headers: bearer(token) })
    expect(profile.status).toBe(200)
    expect(endpoints.getProfile.response.parse(await profile.json()).data.email).toBe(body.email)
  })

  it('refuses a weak password with field errors in the language asked', async () => {
    const res = await shop.app.request(
      endpoints.register.path,
      json(
        { ...newCustomer(), password: 'short', confirm_password: 'short' },
        { 'accept-language': 'ar' },
      ),
    )
    expect(res.status).toBe(422)
    const error = await readError(res)
    expect(error.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(error.errors ?? {})).toContain('password')
  })

  it('refuses a second account with the same email, whatever its case', async () => {
    const { body } = await register()
    const res = await shop.app.request(
      endpoints.register.path,
      json({ ...newCustomer(), email: body.email.toUpperCase() }),
    )
    expect(res.status).toBe(409)
  })

  it('logs in, and answers a wrong password exactly like an unknown email', async () => {
    const { body } = await register()
    const ok = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: 'Secret#123' }),
    )
    expect(ok.status).toBe(200)

    const wrong = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: 'Wrong#1234' }),
    )
    const unknown = await shop.app.request(
      endpoints.login.path,
      json({ email: 'nobody@example.com', password: 'Wrong#1234' }),
    )
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.text()).toBe(await unknown.text())
  })

  it('logs out: the token no longer works', async () => {
    const { token } = await register()
    const out = await shop.app.request(`${endpoints.logout.path}?fcm_token=${token}`, {
      headers: bearer(token),
    })
    expect(out.status).toBe(200)
    const after = await shop.app.request(endpoints.getProfile.path, { headers: bearer(token) })
    expect(after.status).toBe(401)
  })

  it('answers 401 for a made-up token, and for /auth calls without one', async () => {
    expect(
      (await shop.app.request(endpoints.getProfile.path, { headers: bearer('made-up') })).status,
    ).toBe(401)
    expect((await shop.app.request(endpoints.getProfile.path)).status).toBe(401)
  })
})

describe("a customer's cart", () => {
  it('is named by the bearer token, priced from the catalogue', async () => {
    const { token } = await register()
    const add = await shop.calls.add(
      { product_id: shop.ids.plain, product_type: 'retail', quantity: 2 },
      bearer(token),
    )
    expect(add.status).toBe(200)
    const cart = await readCart(await shop.calls.getCart(undefined, bearer(token)))
    expect(cart.data.items).toHaveLength(1)
    expect(cart.data.total_item_count).toBe(2)
  })

  it('takes in the guest cart at sign-in (merge), and the bare uuid is then retired', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 1, uuid })
    await shop.calls.add({ product_id: shop.ids.scarce, product_type: 'retail', quantity: 2, uuid })
    const { body } = await register()
    const first = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: 'Secret#123' }),
    )
    const token = endpoints.login.response.parse(await first.json()).data.token
    await shop.calls.add(
      { product_id: shop.ids.plain, product_type: 'retail', quantity: 3 },
      bearer(token),
    )

    const login = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: 'Secret#123', uuid }),
    )
    const second = endpoints.login.response.parse(await login.json()).data.token

    const cart = await readCart(await shop.calls.getCart(undefined, bearer(second)))
    const quantities = Object.fromEntries(
      cart.data.items.map((item) => [item.product_id, item.quantity]),
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
      const login = await shop.app.request(
        endpoints.login.path,
        json({ email: body.email, password: 'Secret#123', uuid, cart_merge: policy }),
      )
      const again = endpoints.login.response.parse(await login.json()).data.token
      const cart = await readCart(await shop.calls.getCart(undefined, bearer(again)))
      const byName = Object.fromEntries(
        cart.data.items.map((item) => [
          item.product_id === shop.ids.plain ? 'plain' : 'discounted',
          item.quantity,
        ]),
      )
      expect(byName, policy).toEqual(expected)
    }
  })

  it('caps merged lines by the stock left', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.scarce, product_type: 'retail', quantity: 2, uuid })
    const { body, token } = await register()
    await shop.calls.add(
      { product_id: shop.ids.scarce, product_type: 'retail', quantity: 1 },
      bearer(token),
    )
    const login = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: 'Secret#123', uuid }),
    )
    const again = endpoints.login.response.parse(await login.json()).data.token
    const cart = await readCart(await shop.calls.getCart(undefined, bearer(again)))
    expect(cart.data.items.find((item) => item.product_id === shop.ids.scarce)?.quantity).toBe(2)
  })
})

describe('the wishlist', () => {
  it('toggles with "added" then "removed", and lists what is in it', async () => {
    const { token } = await register()
    const toggle = () =>
      shop.app.request(
        endpoints.toggleWishlist.path,
        json({ product_id: shop.ids.discounted }, bearer(token)),
      )
    const added = endpoints.toggleWishlist.response.parse(await (await toggle()).json())
    expect(added.data.message).toContain('added')
    const list = endpoints.listWishlist.response.parse(
      await (
        await shop.app.request(endpoints.listWishlist.path, { headers: bearer(token) })
      ).json(),
    )
    expect(list.data.items.map((item) => item.id)).toEqual([shop.ids.discounted])
    expect(list.data.items[0]?.is_fav).toBe(true)
    const removed = endpoints.toggleWishlist.response.parse(await (await toggle()).json())
    expect(removed.data.message).toContain('removed')
  })

  it("is each customer's own", async () => {
    const first = await register()
    const second = await register()
    await shop.app.request(
      endpoints.toggleWishlist.path,
      json({ product_id: shop.ids.plain }, bearer(first.token)),
    )
    const list = endpoints.listWishlist.response.parse(
      await (
        await shop.app.request(endpoints.listWishlist.path, { headers: bearer(second.token) })
      ).json(),
    )
    expect(list.data.items).toEqual([])
  })

  it('needs a token, and a known product', async () => {
    expect(
      (await shop.app.request(endpoints.toggleWishlist.path, json({ product_id: shop.ids.plain })))
        .status,
    ).toBe(401)
    const { token } = await register()
    const res = await shop.app.request(
      endpoints.toggleWishlist.path,
      json({ product_id: 999999 }, bearer(token)),
    )
    expect(res.status).toBe(404)
  })
})
