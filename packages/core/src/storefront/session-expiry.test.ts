import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { cartAnswer } from '../../test/client-answers.ts'
import { waitForSnapshot as waitFor } from '../../test/wait-for.ts'
import { sampleUser } from '../contract/samples.ts'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { createMemoryStorage } from '../storage/key-value-storage.ts'
import { createStorefront } from './create-storefront.ts'

/**
 * An API whose only session was revoked: every call with `Bearer dead` answers 401, as the
 * reference API does; guests' cart calls work by uuid, and the product list answers anyone.
 */
const startApi = async (refuses: (path: string) => boolean) => {
  const seen: { path: string; bearer: string | null }[] = []
  const guestCarts = new Map<string, number>()
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
    const bearer = req.headers.authorization ?? null
    seen.push({ path: url.pathname, bearer })
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (bearer && refuses(url.pathname)) return answer(401, { message: 'Unauthenticated.' })
    if (url.pathname === '/data/products') return answer(200, { message: '', data: { items: [] } })
    if (url.pathname === '/actions/product/add-to-cart') {
      guestCarts.set(body.uuid, (guestCarts.get(body.uuid) ?? 0) + body.quantity)
      return answer(200, { message: 'Added', data: null })
    }
    const units = guestCarts.get(url.searchParams.get('uuid') ?? '')
    if (url.pathname === '/data/product/cart' && units) {
      const [line] = cartAnswer.data.items
      return answer(200, {
        message: '',
        data: { ...cartAnswer.data, items: [{ ...line, quantity: units }], sub_total: '0.00' },
      })
    }
    return answer(200, { message: '', data: null })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { url: `http://127.0.0.1:${port}`, seen, close }
}

const open: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((api) => api.close()))
})

/** A shop reloaded with the revoked session still in its storage. */
const reloadWithDeadSession = async (refuses: (path: string) => boolean = () => true) => {
  const api = await startApi(refuses)
  open.push(api)
  const storage = createMemoryStorage()
  const cookies = createMemoryCookieJar()
  storage.setItem('auth_data', JSON.stringify({ user: sampleUser, token: 'dead' }))
  cookies.set('_token', 'dead')
  const shop = createStorefront({
    apiUrl: api.url,
    storage,
    cookies,
    logger: { warn: () => {} },
    client: { validate: false },
  })
  const heard: string[] = []
  shop.auth.on('auth.sessionExpired', (event) => heard.push(event.type))
  shop.auth.on('auth.signedOut', (event) => heard.push(event.type))
  return { api, shop, storage, cookies, heard }
}

describe('a session the API no longer knows', () => {
  it('signs the shopper out locally, says so, forgets the stored session, and the guest cart works', async () => {
    const { api, shop, storage, cookies, heard } = await reloadWithDeadSession()
    shop.start()
    expect(shop.auth.getState()).toMatchObject({ isSignedIn: true, restoring: false })
    // The first cart read carries the dead bearer and is refused: signed out at once.
    await waitFor(shop.auth.actor, () => !shop.auth.getState().isSignedIn)
    expect(heard).toEqual(['auth.sessionExpired', 'auth.signedOut'])
    expect(storage.getItem('auth_data')).toBeNull()
    expect(cookies.get('_token')).toBeNull()

    const added = await shop.cart.add({ product_id: 3, product_type: 'retail' }, 1)
    expect(added).toEqual({ ok: true })
    expect(shop.cart.getState().itemCount).toBe(1)
    const adds = api.seen.filter((call) => call.path === '/actions/product/add-to-cart')
    expect(adds).toEqual([{ path: '/actions/product/add-to-cart', bearer: null }])
  })

  it('sends a change the dead session refused again as the guest, once', async () => {
    // The cart read still passed (a cached answer, a proxy …): the add itself meets the 401.
    const { api, shop } = await reloadWithDeadSession((path) => path.startsWith('/actions/'))
    shop.start()
    await waitFor(shop.cart.actor, () => shop.cart.getState().isLoaded)
    const added = await shop.cart.add({ product_id: 3, product_type: 'retail' }, 2)
    expect(added).toEqual({ ok: true })
    expect(shop.auth.getState().isSignedIn).toBe(false)
    const adds = api.seen.filter((call) => call.path === '/actions/product/add-to-cart')
    expect(adds.map((call) => call.bearer)).toEqual(['Bearer dead', null])
  })

  it('never fails a public read: it is asked again without the bearer', async () => {
    const { api, shop } = await reloadWithDeadSession()
    shop.auth.start()
    const answer = await shop.client.call('listProducts', {})
    expect(answer.data).toEqual({ items: [] })
    const reads = api.seen.filter((call) => call.path === '/data/products')
    expect(reads.map((call) => call.bearer)).toEqual(['Bearer dead', null])
    expect(shop.auth.getState().isSignedIn).toBe(false)
  })

  it('before the app starts (restoring), a read carries the stored session', async () => {
    const { api, shop } = await reloadWithDeadSession()
    expect(shop.auth.getState().restoring).toBe(true)
    let restored = false
    void shop.auth.whenRestored().then(() => {
      restored = true
    })
    await shop.client.call('listProducts', {})
    expect(api.seen[0]?.bearer).toBe('Bearer dead')
    expect(restored).toBe(false)
    shop.start()
    await shop.auth.whenRestored()
    expect(shop.auth.getState().restoring).toBe(false)
  })
})
