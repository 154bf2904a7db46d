import { describe, expect, it } from 'vitest'
import { GUEST, mug } from '../../test/guest-cart.ts'
import { waitForSnapshot as waitFor } from '../../test/wait-for.ts'
import { createStorefrontClient } from '../client/create-storefront-client.ts'
import { createWishlist } from '../wishlist/create-wishlist.ts'
import { createCart } from './create-cart.ts'

// A change that timed out behind a proxy may have landed all the same (issue 42): the shopper's
// retry of it must go with the same Idempotency-Key, which the API answers as it answered the
// first; a deliberate new change goes with a new key.

/**
 * A shop API over `fetch`, as the reference API answers: cart lines and a wishlist, a repeat of an
 * Idempotency-Key answered as the first. `lose()`: the next change lands, but its answer never
 * reaches the shopper (the proxy in front timed out).
 */
const keyedShop = () => {
  const lines = new Map<number, number>()
  const hearts = new Set<number>()
  const answered = new Map<string, unknown>()
  const keys: string[] = []
  let losing = 0
  let refuseBearer = false
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const cart = () =>
    lines.size === 0
      ? null
      : {
          items: [...lines].map(([product_id, quantity]) => ({
            product_id,
            product_type: 'retail',
            selection_id: null,
            quantity,
            price: '40.00',
            price_before: null,
            discount_text: null,
          })),
          total_item_count: [...lines.values()].reduce((sum, n) => sum + n, 0),
          sub_total: '0.00',
          total_price: '0.00',
        }
  const act = (path: string, body: { product_id: number; quantity?: number }) => {
    const had = lines.get(body.product_id) ?? 0
    if (path.endsWith('/add-to-cart')) lines.set(body.product_id, had + (body.quantity ?? 0))
    else if (path.endsWith('/remove-from-cart'))
      lines.set(body.product_id, had - (body.quantity ?? 0))
    else if (hearts.delete(body.product_id)) return { message: '', data: { message: 'removed' } }
    else {
      hearts.add(body.product_id)
      return { message: '', data: { message: 'added' } }
    }
    return { message: 'Added to cart', data: null }
  }
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input))
    const headers = new Headers(init?.headers)
    if (init?.method === 'GET') return json({ message: '', data: cart() })
    const key = headers.get('idempotency-key') ?? ''
    keys.push(key)
    if (refuseBearer && headers.has('authorization')) {
      refuseBearer = false
      return json({ message: 'Unauthenticated' }, 401)
    }
    const answer = answered.get(key) ?? act(pathname, JSON.parse(String(init?.body)))
    if (key) answered.set(key, answer)
    if (losing > 0) {
      losing--
      throw new DOMException('The operation timed out.', 'TimeoutError')
    }
    return json(answer)
  }
  const client = (getToken: () => string | null = () => null, onUnauthorized = () => {}) =>
    createStorefrontClient({
      baseUrl: 'http://shop.test',
      fetch: fetch as typeof globalThis.fetch,
      getToken,
      onUnauthorized,
      logger: { warn: () => {} },
    })
  return {
    client,
    lines,
    hearts,
    keys,
    lose: () => void losing++,
    refuseBearerOnce: () => {
      refuseBearer = true
    },
  }
}

const guestCart = (shop: ReturnType<typeof keyedShop>) => {
  const cart = createCart({
    client: shop.client(),
    guestCartId: { read: () => GUEST, ensure: () => GUEST },
    isCustomer: () => false,
  })
  cart.start()
  return cart
}

describe('the cart’s Idempotency-Key', () => {
  it('sends one with every change, the same with the retry of a change whose answer was lost, a new one for a new change', async () => {
    const shop = keyedShop()
    const cart = guestCart(shop)
    expect((await cart.add(mug, 1)).ok).toBe(true)
    shop.lose()
    // The add lands, but the shopper sees it fail: the proxy gave up on it.
    expect((await cart.add(mug, 1)).ok).toBe(false)
    expect(shop.lines.get(1)).toBe(2)
    // The shopper presses again: the same change, so the same key, and it counts once.
    expect((await cart.add(mug, 1)).ok).toBe(true)
    expect(shop.lines.get(1)).toBe(2)
    await waitFor(cart.actor, (snapshot) => snapshot.context.queue.length === 0)
    expect(cart.getState().itemCount).toBe(2)
    // A deliberate next add is a new change.
    expect((await cart.add(mug, 1)).ok).toBe(true)
    expect(shop.lines.get(1)).toBe(3)
    const [first, lost, retry, next] = shop.keys
    expect(first).toMatch(/^[\w-]{8,128}$/)
    expect(new Set([first, lost, next]).size).toBe(3)
    expect(retry).toBe(lost)
    cart.stop()
  })

  it('keys a removal alike, and a different change after a lost answer gets its own key', async () => {
    const shop = keyedShop()
    const cart = guestCart(shop)
    await cart.add(mug, 3)
    shop.lose()
    expect((await cart.remove(mug, 1)).ok).toBe(false)
    expect((await cart.remove(mug, 2)).ok).toBe(true)
    expect((await cart.remove(mug, 1)).ok).toBe(true)
    const [, lost, other, retry] = shop.keys
    expect(other).not.toBe(lost)
    expect(retry).toBe(lost)
    expect(shop.lines.get(1)).toBe(0)
    cart.stop()
  })

  it('keeps the key when it sends the change again to the guest’s cart after the session died', async () => {
    const shop = keyedShop()
    let customer = true
    const cart = createCart({
      // The storefront signs the shopper out on the 401; the change then goes to the guest's cart.
      client: shop.client(
        () => (customer ? 'dead-token' : null),
        () => {
          customer = false
        },
      ),
      guestCartId: { read: () => GUEST, ensure: () => GUEST },
      isCustomer: () => customer,
    })
    cart.start()
    shop.refuseBearerOnce()
    expect((await cart.add(mug, 1)).ok).toBe(true)
    expect(shop.keys).toHaveLength(2)
    expect(shop.keys[1]).toBe(shop.keys[0])
    expect(shop.lines.get(1)).toBe(1)
    cart.stop()
  })
})

describe('the wishlist’s Idempotency-Key', () => {
  it('sends the same key with the retry of a toggle whose answer was lost, so it does not flip back', async () => {
    const shop = keyedShop()
    const wishlist = createWishlist({
      client: shop.client(() => 'token'),
      isSignedIn: () => true,
      logger: { warn: () => {} },
    })
    wishlist.start()
    shop.lose()
    expect((await wishlist.toggle(12)).ok).toBe(false)
    expect(shop.hearts.has(12)).toBe(true)
    expect(wishlist.isFavourite(12)).toBe(false)
    // Pressed again: the same toggle, answered as the first, "added".
    expect(await wishlist.toggle(12)).toEqual({ ok: true, isFavourite: true })
    expect(shop.hearts.has(12)).toBe(true)
    // A new press is a new toggle.
    expect(await wishlist.toggle(12)).toEqual({ ok: true, isFavourite: false })
    const [lost, retry, next] = shop.keys
    expect(retry).toBe(lost)
    expect(next).not.toBe(lost)
    wishlist.stop()
  })
})
