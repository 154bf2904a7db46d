import { describe, expect, it } from 'vitest'
import { type Reply, recordingServers } from '../../test/recording-server.ts'
import { sampleUser } from '../contract/samples.ts'
import { createStorefront } from '../storefront/create-storefront.ts'
import { createMemoryCookieJar } from './cookie-jar.ts'
import { createMemoryStorage } from './key-value-storage.ts'
import { SERVER_HELD_TOKEN, serverHeldSession } from './session-persistence.ts'

const serve = recordingServers()
const profile: Reply = { status: 200, body: { message: '', data: sampleUser } }
const quiet = { warn: () => {} }

/** A shop whose session the server holds, started on fresh browser storage and cookies. */
const startServerHeld = (apiUrl: string, customer: typeof sampleUser | null) => {
  const storage = createMemoryStorage()
  const cookies = createMemoryCookieJar()
  const shop = createStorefront({
    apiUrl,
    storage,
    cookies,
    session: serverHeldSession(customer),
    logger: quiet,
  })
  shop.start()
  return { shop, storage, cookies }
}

describe('sessions held by the server (HttpOnly cookie behind a same-origin proxy)', () => {
  it('starts signed in as the customer the server found, sends no bearer, stores nothing', async () => {
    const server = await serve([profile])
    const { shop, storage, cookies } = startServerHeld(server.url, sampleUser)
    expect(shop.auth.getState()).toMatchObject({ isSignedIn: true, user: sampleUser })

    await shop.client.call('getProfile')
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(storage.getItem('auth_data')).toBeNull()
    expect(cookies.get('_token')).toBeNull()
    shop.stop()
  })

  it('knows the customer before it starts, as the page the server rendered does', () => {
    const shop = createStorefront({
      apiUrl: 'http://127.0.0.1:9',
      session: serverHeldSession(sampleUser),
    })
    expect(shop.auth.getState()).toMatchObject({
      isSignedIn: true,
      restoring: false,
      user: sampleUser,
    })
    const guest = createStorefront({
      apiUrl: 'http://127.0.0.1:9',
      session: serverHeldSession(null),
    })
    expect(guest.auth.getState()).toMatchObject({ isSignedIn: false, restoring: false })
    // The browser's own storage is read only once the app starts: until then, not known.
    const stored = createStorefront({ apiUrl: 'http://127.0.0.1:9' })
    expect(stored.auth.getState()).toMatchObject({ isSignedIn: false, restoring: true })
  })

  it('signs in through the proxy, whose answer holds only the placeholder, and keeps nothing in the browser', async () => {
    const noCart: Reply = { status: 200, body: { message: '', data: null } }
    const server = await serve([
      noCart, // the guest's cart, read on start
      { status: 200, body: { message: '', data: { user: sampleUser, token: SERVER_HELD_TOKEN } } },
      noCart,
    ])
    const { shop, storage, cookies } = startServerHeld(server.url, null)
    expect(shop.auth.getState().isSignedIn).toBe(false)
    await shop.auth.login({ email: sampleUser.email, password: 'Secret#123' })
    expect(shop.auth.getState().isSignedIn).toBe(true)
    expect(server.requests[1]?.path).toBe('/auth/login')
    expect(storage.getItem('auth_data')).toBeNull()
    expect(cookies.get('_token')).toBeNull()
    shop.stop()
  })

  it('the default keeps the spec’s storage and sends the bearer itself', async () => {
    const server = await serve([profile])
    const storage = createMemoryStorage()
    storage.setItem('auth_data', JSON.stringify({ user: sampleUser, token: 'tok-1' }))
    const shop = createStorefront({ apiUrl: server.url, storage, logger: quiet })
    shop.start()
    await shop.client.call('getProfile')
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1')
    shop.stop()
  })
})
