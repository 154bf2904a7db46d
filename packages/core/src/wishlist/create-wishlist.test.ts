import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createFakeAccountServer } from '../../test/fake-account-server.ts'
import { createWishlist } from './create-wishlist.ts'

describe('createWishlist', () => {
  it('sends a toggle once when the list is read again while it is under way', async () => {
    const server = createFakeAccountServer()
    const wishlist = createWishlist({
      client: server.client as never,
      isSignedIn: () => true,
      logger: { warn: () => {} },
    })
    wishlist.start()
    const hearted = wishlist.toggle(12)
    // The shopper switches language: the list is read again in the new language.
    wishlist.load()
    expect(wishlist.isFavourite(12)).toBe(true)

    await expect(hearted).resolves.toEqual({ ok: true, isFavourite: true })
    await waitFor(wishlist.actor, (s) => s.value === 'idle' && server.calls.length === 2)
    expect(server.calls.map((call) => call.name)).toEqual(['toggleWishlist', 'listWishlist'])
    expect([...server.wishlist]).toEqual([7, 12])
    expect(wishlist.getState().items.map((item) => item.id)).toEqual([7, 12])
  })
})
