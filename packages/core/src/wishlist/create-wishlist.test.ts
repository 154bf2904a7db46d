import { describe, expect, it } from 'vitest'
import { createFakeAccountServer } from '../../test/fake-account-server.ts'
import { waitForSnapshot as waitFor } from '../../test/wait-for.ts'
import { createWishlist } from './create-wishlist.ts'

/** A signed-in shopper's wishlist, started, over a fake account server that records the calls. */
const startedWishlist = () => {
  const server = createFakeAccountServer()
  const wishlist = createWishlist({
    client: server.client as never,
    isSignedIn: () => true,
    logger: { warn: () => {} },
  })
  wishlist.start()
  return { server, wishlist }
}

describe('createWishlist', () => {
  it('sends a toggle once when the list is read again while it is under way', async () => {
    const { server, wishlist } = startedWishlist()
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

  it('reads the list with a plain call, and sends the first toggle at once, shown at once, while its machine loads', async () => {
    const { server, wishlist } = startedWishlist()
    wishlist.load()
    await waitFor(wishlist.actor, (s) => s.context.server.length === 1)
    expect(wishlist.isFavourite(7)).toBe(true)
    expect(wishlist.actor.current).toBeUndefined()

    const unhearted = wishlist.toggle(7)
    expect(wishlist.isFavourite(7)).toBe(false)
    // Sent at once, before the machine has loaded: a shopper who leaves now keeps the change.
    expect(server.calls.map((call) => call.name)).toEqual(['listWishlist', 'toggleWishlist'])
    expect(wishlist.actor.current).toBeUndefined()
    await expect(unhearted).resolves.toEqual({ ok: true, isFavourite: false })
    expect(wishlist.actor.current).toBeDefined()
    expect(server.calls.map((call) => call.name)).toEqual(['listWishlist', 'toggleWishlist'])
    expect([...server.wishlist]).toEqual([])
  })

  it('sends the list read at once, while the code that reads and toggles it loads', async () => {
    const { server, wishlist } = startedWishlist()
    wishlist.load()
    expect(server.calls.map((call) => call.name)).toEqual(['listWishlist'])
    await waitFor(wishlist.actor, (s) => s.context.server.length === 1)
    expect(wishlist.isFavourite(7)).toBe(true)
    expect(server.calls).toHaveLength(1)
  })

  it('drops a toggle made while that code loads when the list is cleared (sign-out): rolled back, never sent', async () => {
    const { server, wishlist } = startedWishlist()
    const hearted = wishlist.toggle(12)
    expect(wishlist.isFavourite(12)).toBe(true)
    wishlist.clear()
    expect(wishlist.isFavourite(12)).toBe(false)
    await expect(hearted).resolves.toMatchObject({
      ok: false,
      error: { code: 'wishlist.toggle_failed' },
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.calls).toEqual([])
    expect(wishlist.actor.current).toBeUndefined()
  })
})
