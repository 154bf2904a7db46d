import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { bearer, jsonPost } from '../test/http.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const register = (extra: Record<string, unknown> = {}) => signUpCustomer(shop, extra)

describe('the wishlist', () => {
  it('toggles with "added" then "removed", and lists what is in it', async () => {
    const { token } = await register()
    const toggle = () =>
      shop.app.request(
        endpoints.toggleWishlist.path,
        jsonPost({ product_id: shop.ids.discounted }, bearer(token)),
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
      jsonPost({ product_id: shop.ids.plain }, bearer(first.token)),
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
      (
        await shop.app.request(
          endpoints.toggleWishlist.path,
          jsonPost({ product_id: shop.ids.plain }),
        )
      ).status,
    ).toBe(401)
    const { token } = await register()
    const res = await shop.app.request(
      endpoints.toggleWishlist.path,
      jsonPost({ product_id: 999999 }, bearer(token)),
    )
    expect(res.status).toBe(404)
  })
})
