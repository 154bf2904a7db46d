import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { readCart, readError } from '../test/http.ts'
import { insertPromo } from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'
import { mailedCode, newRegistration, signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const register = (extra: Record<string, unknown> = {}) => signUpCustomer(shop, extra)

describe('accounts', () => {
  it('signs a customer up with the mailed code and answers a session in the contract shape', async () => {
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
        { ...newRegistration(), password: 'short', confirm_password: 'short' },
        { 'accept-language': 'ar' },
      ),
    )
    expect(res.status).toBe(422)
    const error = await readError(res)
    expect(error.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(error.errors ?? {})).toContain('password')
  })

  it('answers a sign-up with a taken email exactly like a new one, and mails a note instead of a code', async () => {
    const { body } = await register()
    const taken = await shop.app.request(
      endpoints.register.path,
      json({ ...newRegistration(), email: body.email.toUpperCase() }),
    )
    const fresh = await shop.app.request(endpoints.register.path, json(newRegistration()))
    expect(taken.status).toBe(200)
    expect(fresh.status).toBe(200)
    expect(await taken.json()).toEqual(await fresh.json())
    const note = shop.mail.sent.findLast((mail) => mail.to === body.email)
    expect(note?.subject).toBe('You already have a Matjar account')
    expect(mailedCode(shop.mail.sent, body.email)).toBe('')
    // Confirming anything for the taken email makes no second account.
    const res = await shop.app.request(
      endpoints.confirmRegistration.path,
      json({ email: body.email, code: '12345678' }),
    )
    expect(res.status).toBe(401)
  })

  it('makes no account before the code comes back, and a code works once', async () => {
    const body = newRegistration()
    await shop.app.request(endpoints.register.path, json(body))
    const early = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: body.password }),
    )
    expect(early.status).toBe(401)
    const code = mailedCode(shop.mail.sent, body.email)
    const confirm = () =>
      shop.app.request(endpoints.confirmRegistration.path, json({ email: body.email, code }))
    expect((await confirm()).status).toBe(200)
    expect((await confirm()).status).toBe(401)
    const login = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: body.password }),
    )
    expect(login.status).toBe(200)
  })

  it('cancels a sign-up after five wrong codes, in the language asked', async () => {
    const body = newRegistration()
    await shop.app.request(endpoints.register.path, json(body))
    const code = mailedCode(shop.mail.sent, body.email)
    const wrong = code === '00000000' ? '11111111' : '00000000'
    for (let i = 0; i < 5; i++) {
      const res = await shop.app.request(
        endpoints.confirmRegistration.path,
        json({ email: body.email, code: wrong }, { 'accept-language': 'ar' }),
      )
      expect(res.status).toBe(401)
      expect((await readError(res)).message).toBe('الرمز غير صحيح أو انتهت صلاحيته')
    }
    const right = await shop.app.request(
      endpoints.confirmRegistration.path,
      json({ email: body.email, code }),
    )
    expect(right.status).toBe(401)
  })

  it('replaces an earlier sign-up of the same email: only the newest code works', async () => {
    const body = newRegistration()
    await shop.app.request(endpoints.register.path, json(body))
    const first = mailedCode(shop.mail.sent, body.email)
    await shop.app.request(endpoints.register.path, json({ ...body, first_name: 'Noor' }))
    const second = mailedCode(shop.mail.sent, body.email)
    if (first !== second) {
      const stale = await shop.app.request(
        endpoints.confirmRegistration.path,
        json({ email: body.email, code: first }),
      )
      expect(stale.status).toBe(401)
    }
    const res = await shop.app.request(
      endpoints.confirmRegistration.path,
      json({ email: body.email, code: second }),
    )
    expect(
      endpoints.confirmRegistration.response.parse(await res.json()).data.user.first_name,
    ).toBe('Noor')
  })

  it('limits sign-ups per email (429 on the fourth in 15 minutes)', async () => {
    const body = newRegistration()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await shop.app.request(endpoints.register.path, json(body))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
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

  it('carries the guest cart into the new account when the sign-up is confirmed', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const { token } = await signUpCustomer(shop, {}, { uuid })
    const cart = await readCart(await shop.calls.getCart(undefined, bearer(token)))
    expect(cart.data.items.map((item) => [item.product_id, item.quantity])).toEqual([
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

  it('keeps the promo code a guest applied when the cart is taken in at sign-in', async () => {
    const promo = await insertPromo(shop.database.db, { value: 1_000 })
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 4, uuid })
    const applied = await shop.app.request(
      endpoints.applyPromoCode.path,
      json({ code: promo.code, uuid }),
    )
    expect(applied.status, await applied.clone().text()).toBe(200)
    const { body } = await register()
    const login = await shop.app.request(
      endpoints.login.path,
      json({ email: body.email, password: 'Secret#123', uuid }),
    )
    const again = endpoints.login.response.parse(await login.json()).data.token
    const cart = await readCart(await shop.calls.getCart(undefined, bearer(again)))
    expect(cart.data.promo_code).toBe(promo.code)
    expect(Number(cart.data.discount)).toBeGreaterThan(0)
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
