import { describe, expect, it, vi } from 'vitest'
import { createTestStorefront } from './test-storefront.ts'

describe('createTestStorefront', () => {
  it("starts a guest with the cart it was given, and the cart's changes reach the shop", async () => {
    const { storefront, backend } = createTestStorefront({
      language: 'ar',
      cart: [{ product_id: 41, selection_id: 5, quantity: 2 }],
    })
    storefront.start()
    await vi.waitFor(() => expect(storefront.cart.getState().cart?.items).toHaveLength(1))
    expect(storefront.cart.getState().cart?.items[0]?.name).toBe('حبوب قهوة عربية، 1 كغ - كيس بني')
    await storefront.cart.add({ product_id: 42, product_type: 'retail' }, 3)
    await vi.waitFor(() => expect(storefront.cart.getState().cart?.total_item_count).toBe(5))
    const uuid = storefront.guestCartId()!
    expect(backend.state.guestCarts.get(uuid)?.lines.map((line) => line.quantity)).toEqual([2, 3])
    storefront.stop()
  })

  it('starts signed in with a wishlist, and signing out clears cart and wishlist', async () => {
    const { storefront, session } = createTestStorefront({
      signedIn: true,
      cart: [{ product_id: 45, quantity: 1 }],
      wishlist: [43],
    })
    expect(session?.user.email).toBe('sara@example.com')
    storefront.start()
    expect(storefront.auth.getState().isSignedIn).toBe(true)
    await vi.waitFor(() => expect(storefront.wishlist.isFavourite(43)).toBe(true))
    await vi.waitFor(() => expect(storefront.cart.getState().cart?.total_item_count).toBe(1))
    await storefront.auth.logout()
    expect(storefront.cart.getState().cart?.items ?? []).toEqual([])
    expect(storefront.wishlist.isFavourite(43)).toBe(false)
    storefront.stop()
  })

  it('signs in through the shop as a shopper does, taking the guest cart in', async () => {
    const { storefront, backend } = createTestStorefront({
      cart: [{ product_id: 44, quantity: 1 }],
    })
    storefront.start()
    await storefront.auth.login({ email: 'sara@example.com', password: 'Secret#123' })
    await vi.waitFor(() => expect(storefront.cart.getState().cart?.total_item_count).toBe(1))
    const sara = backend.state.customers.find(
      (customer) => customer.user.email === 'sara@example.com',
    )
    expect(sara?.cart.lines).toEqual([
      { product_id: 44, product_type: 'retail', selection_id: null, quantity: 1 },
    ])
    storefront.stop()
  })

  it('refuses a starting cart the shop could not sell', () => {
    expect(() => createTestStorefront({ cart: [{ product_id: 47, quantity: 1 }] })).toThrow(
      'The test shop has fewer than 1 of product 47',
    )
    expect(() => createTestStorefront({ cart: [{ product_id: 46, quantity: 1 }] })).toThrow(
      /selection_id/,
    )
  })
})
