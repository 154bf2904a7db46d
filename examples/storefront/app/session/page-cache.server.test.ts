import { describe, expect, it } from 'vitest'
import { pageCacheHeaders, withPageCache } from './page-cache.server.ts'

const policy = { sharedSeconds: 60, staleSeconds: 300 }
const page = (path: string, cookie = 'lang=ar; csrf_token=abc') =>
  new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } })

describe('which pages a shared cache may keep', () => {
  it('shares the catalogue and the content with visitors without a session', () => {
    expect(pageCacheHeaders(page('/'), policy)).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      // A first visit to the home page goes by the browser's language.
      Vary: 'Cookie, Accept-Language',
    })
    for (const path of [
      '/ar',
      '/ar/product/61',
      '/ar/products/coffee-and-tea',
      '/products',
      '/products/coffee-and-tea',
      '/product/61',
      '/product/61.data',
      '/offers',
      '/brands',
      '/blogs',
      '/blogs/ramadan-gifts',
      '/about',
    ]) {
      expect(pageCacheHeaders(page(path), policy), path).toEqual({
        'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        Vary: 'Cookie',
      })
    }
  })

  it('never shares a page with a session, the cart, sign-in, the account or an unknown path', () => {
    const signedIn = 'lang=ar; _token=secret'
    expect(pageCacheHeaders(page('/product/61', signedIn), policy)).toEqual({
      'Cache-Control': 'private, no-store',
    })
    for (const path of [
      '/cart',
      '/ar/cart',
      '/auth',
      '/user-profile/orders/3',
      '/ar/user-profile/wallet',
      '/contact-us',
      '/nowhere',
      '/ar/nowhere',
    ]) {
      expect(pageCacheHeaders(page(path), policy)['Cache-Control'], path).toBe('private, no-store')
    }
  })

  it('shares nothing when the policy says 0 seconds, and no form posts', () => {
    expect(pageCacheHeaders(page('/'), { ...policy, sharedSeconds: 0 })['Cache-Control']).toBe(
      'private, no-store',
    )
    const post = new Request('http://shop.test/products', { method: 'POST' })
    expect(pageCacheHeaders(post, policy)['Cache-Control']).toBe('private, no-store')
  })
})

describe('the cache headers of a finished page', () => {
  const cacheOf = (response: Response, path = '/product/61') =>
    withPageCache(page(path), response, policy).headers.get('Cache-Control')

  it('shares a public page only when it rendered fine and sets no cookie', () => {
    expect(cacheOf(new Response('<html>'))).toMatch(/^public/)
    expect(cacheOf(new Response('gone', { status: 404 }))).toBe('private, no-store')
    expect(cacheOf(new Response('oops', { status: 500 }))).toBe('private, no-store')
    const dropsSession = new Response('<html>', { headers: { 'Set-Cookie': '_token=; Max-Age=0' } })
    expect(cacheOf(dropsSession)).toBe('private, no-store')
    expect(cacheOf(Response.redirect('http://shop.test/auth', 302))).toBe('private, no-store')
  })

  it('leaves an answer that already says how to cache it', () => {
    const proxied = new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } })
    expect(cacheOf(proxied, '/api/data/products')).toBe('public, max-age=60')
  })
})
