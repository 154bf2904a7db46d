import { describe, expect, it } from 'vitest'
import { asSent, succeeded } from '../test/api-caller.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const register = (extra: Record<string, unknown> = {}) => signUpCustomer(shop, extra)

describe('the wishlist', () => {
  it('toggles with "added" then "removed", and lists what is in it', async () => {
    const { token } = await register()
    const toggle = () =>
      shop.call('toggleWishlist', { body: { product_id: shop.ids.discounted }, token })
    expect(succeeded(await toggle()).data.message).toContain('added')
    const list = succeeded(await shop.call('listWishlist', { token }))
    expect(list.data.items.map((item) => item.id)).toEqual([shop.ids.discounted])
    expect(list.data.items[0]?.is_fav).toBe(true)
    expect(succeeded(await toggle()).data.message).toContain('removed')
  })

  it("is each customer's own", async () => {
    const first = await register()
    const second = await register()
    succeeded(
      await shop.call('toggleWishlist', {
        body: { product_id: shop.ids.plain },
        token: first.token,
      }),
    )
    const list = succeeded(await shop.call('listWishlist', { token: second.token }))
    expect(list.data.items).toEqual([])
  })

  it('needs a token, and a known product', async () => {
    const anonymous = await shop.call('toggleWishlist', { body: { product_id: shop.ids.plain } })
    expect(anonymous.status).toBe(401)
    const { token } = await register()
    const missing = await shop.call('toggleWishlist', { body: { product_id: 999999 }, token })
    expect(missing.status).toBe(404)
  })

  it('refuses a product id that is not one, naming the field in the language asked', async () => {
    const { token } = await register()
    const answer = await shop.call('toggleWishlist', {
      body: asSent({ product_id: 'mug' }),
      token,
      language: 'ar',
    })
    expect(answer.status).toBe(422)
    expect(answer.ok ? {} : answer.error.errors).toHaveProperty('product_id')
  })
})
