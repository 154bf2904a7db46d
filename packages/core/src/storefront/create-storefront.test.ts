import { describe, expect, it } from 'vitest'
import { createFakeAccountServer } from '../../test/fake-account-server.ts'
import { waitForSnapshot as waitFor } from '../../test/wait-for.ts'
import { sampleRegistration, sampleUser } from '../contract/samples.ts'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { createMemoryStorage } from '../storage/key-value-storage.ts'
import { createStorefront } from './create-storefront.ts'

const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const quiet = { warn: () => {} }

/** A storefront whose client is the fake account server; the cart reads answer "no cart". */
const setUp = (storage = createMemoryStorage(), cookies = createMemoryCookieJar()) => {
  const server = createFakeAccountServer()
  const shop = createStorefront({ apiUrl: 'http://shop.test', storage, cookies, logger: quiet })
  const cartCalls: string[] = []
  Object.assign(shop.client, {
    call: async (name: string, input: never) => {
      if (name === 'getCart') {
        cartCalls.push(shop.auth.getState().token ?? 'guest')
        return { message: '', data: null }
      }
      return server.client.call(name, input)
    },
    logout: server.client.logout,
    toggleWishlist: server.client.toggleWishlist,
  })
  return { server, shop, storage, cookies, cartCalls }
}

describe('createStorefront: auth', () => {
  it('restores a stored session on start', () => {
    const storage = createMemoryStorage()
    storage.setItem('auth_data', JSON.stringify({ user: sampleUser, token: 'tok-1' }))
    const { shop } = setUp(storage)
    shop.start()
    expect(shop.auth.getState()).toMatchObject({
      isSignedIn: true,
      token: 'tok-1',
      user: { email: sampleUser.email },
    })
  })

  it('discards invalid stored auth data with a warning and starts signed out', () => {
    for (const stored of [
      '{not json',
      JSON.stringify({ user: sampleUser }),
      JSON.stringify({ token: 'x' }),
    ]) {
      const storage = createMemoryStorage()
      storage.setItem('auth_data', stored)
      const warnings: unknown[] = []
      const shop = createStorefront({
        apiUrl: 'http://shop.test',
        storage,
        logger: { warn: (...a) => warnings.push(a) },
      })
      shop.start()
      expect(shop.auth.getState().isSignedIn).toBe(false)
      expect(storage.getItem('auth_data')).toBeNull()
      expect(warnings).toHaveLength(1)
      shop.stop()
    }
  })

  it('logs in: stores auth_data and the _token cookie, retires the guest cart id, then loads the cart', async () => {
    const { server, shop, storage, cookies, cartCalls } = setUp()
    storage.setItem('guest-cart-uiid', GUEST)
    shop.start()

    await shop.auth.login({ email: 'sara@example.com', password: 'Secret#123' })

    expect(server.calls.find((call) => call.name === 'login')?.body).toEqual({
      email: 'sara@example.com',
      password: 'Secret#123',
      uuid: GUEST,
      cart_merge: 'merge',
    })
    expect(JSON.parse(storage.getItem('auth_data') ?? 'null')).toMatchObject({ token: 'tok-sara' })
    expect(cookies.get('_token')).toBe('tok-sara')
    expect(storage.getItem('guest-cart-uiid')).toBeNull()
    await waitFor(shop.cart.actor, (s) => s.context.queue.length === 0)
    expect(cartCalls.at(-1)).toBe('tok-sara')
  })

  it('fails a wrong login with "Sign in failed" and the server message, staying signed out', async () => {
    const { shop } = setUp()
    shop.start()
    const result = await shop.auth.login({ email: 'sara@example.com', password: 'nope' })
    expect(result).toMatchObject({
      ok: false,
      error: {
        name: 'StorefrontError',
        code: 'auth.sign_in_failed',
        serverMessage: 'These credentials do not match our records.',
        status: 401,
      },
    })
    expect(shop.auth.getState()).toMatchObject({ isSignedIn: false, status: 'signedOut' })
  })

  it('signs up in two steps: the code is mailed, then confirming it signs in', async () => {
    const { shop, server } = setUp()
    shop.start()
    const registration = { ...sampleRegistration, email: 'new@example.com' }
    await shop.auth.register(registration)
    expect(shop.auth.getState()).toMatchObject({ isSignedIn: false, status: 'signedOut' })
    expect(server.calls.at(-1)).toEqual({ name: 'register', body: registration, query: undefined })

    const wrong = await shop.auth.confirmRegistration({
      email: 'new@example.com',
      code: '00000000',
    })
    expect(wrong).toMatchObject({
      ok: false,
      error: { code: 'auth.registration_failed', status: 401 },
    })

    await shop.auth.confirmRegistration({ email: 'new@example.com', code: '12345678' })
    expect(shop.auth.getState()).toMatchObject({ isSignedIn: true, error: null })
  })

  it('carries the server field errors of a refused registration', async () => {
    const { shop } = setUp()
    shop.start()
    const result = await shop.auth.register({ ...sampleRegistration, phone: '+96650' })
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'auth.registration_failed',
        fieldErrors: { phone: ['The phone number is invalid.'] },
      },
    })
  })

  it('logs out: calls /auth/logout (no token in the URL), clears cart, wishlist and storage, and points to /auth?page=register', async () => {
    const storage = createMemoryStorage()
    storage.setItem('auth_data', JSON.stringify({ user: sampleUser, token: 'tok-1' }))
    const { server, shop, cookies } = setUp(storage)
    shop.start()
    await waitFor(shop.wishlist.actor, (s) => s.value === 'idle' && s.context.server.length > 0)
    expect(shop.wishlist.isFavourite(7)).toBe(true)
    const destinations: string[] = []
    shop.auth.on('auth.signedOut', (event) => destinations.push(event.navigateTo))

    await shop.auth.logout()

    expect(server.calls.at(-1)).toEqual({ name: 'logout', query: {} })
    expect(shop.auth.getState().isSignedIn).toBe(false)
    expect(storage.getItem('auth_data')).toBeNull()
    expect(cookies.get('_token')).toBeNull()
    expect(shop.wishlist.getState().items).toEqual([])
    expect(shop.cart.getState().cart).toBeNull()
    expect(destinations).toEqual(['/auth?page=register'])
  })
})

describe('createStorefront: wishlist', () => {
  const signedIn = () => {
    const storage = createMemoryStorage()
    storage.setItem('auth_data', JSON.stringify({ user: sampleUser, token: 'tok-1' }))
    const context = setUp(storage)
    context.shop.start()
    return context
  }

  it('tells a guest to sign in and changes nothing', async () => {
    const { shop, server } = setUp()
    shop.start()
    await expect(shop.wishlist.toggle(3)).resolves.toMatchObject({
      ok: false,
      error: { name: 'StorefrontError', code: 'wishlist.sign_in_required', status: 401 },
    })
    expect(server.calls.some((call) => call.name === 'toggleWishlist')).toBe(false)
  })

  it('flips at once and lets the server message decide', async () => {
    const { shop } = signedIn()
    await waitFor(shop.wishlist.actor, (s) => s.value === 'idle' && s.context.server.length > 0)
    const adding = shop.wishlist.toggle(3)
    expect(shop.wishlist.isFavourite(3)).toBe(true)
    await expect(adding).resolves.toEqual({ ok: true, isFavourite: true })
    await expect(shop.wishlist.toggle(7)).resolves.toEqual({ ok: true, isFavourite: false })
    expect(shop.wishlist.getState().items.map((item) => item.id)).toEqual([3])
  })

  it('restores the previous list and flag exactly when the toggle fails', async () => {
    const { shop, server } = signedIn()
    await waitFor(shop.wishlist.actor, (s) => s.value === 'idle' && s.context.server.length > 0)
    const before = shop.wishlist.getState().items
    server.failing.add('toggleWishlist')
    const removing = shop.wishlist.toggle(7)
    expect(shop.wishlist.isFavourite(7)).toBe(false)
    await expect(removing).resolves.toMatchObject({
      ok: false,
      error: { code: 'wishlist.toggle_failed' },
    })
    expect(shop.wishlist.isFavourite(7)).toBe(true)
    expect(shop.wishlist.getState().items).toEqual(before)
  })
})
