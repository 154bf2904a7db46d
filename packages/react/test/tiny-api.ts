import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * A tiny real Storefront API for hook tests: one product (12.50 SAR, "Mug" / "كوب" by
 * Accept-Language) with 3 in stock, guest carts by uuid and Sara's by her token, 402 beyond the
 * stock; sign-in, logout and Sara's wishlist. `startTinyApi()` starts it for a test file and empties it after
 * each test.
 */
export const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const STOCK = 3
/** The key of Sara's (the signed-in customer's) cart in `carts`. */
export const SARA_CART = 'user:sara'

export const SARA_PASSWORD = 'Secret#123'
export const SARA = {
  id: 7,
  user_name: 'sara',
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone: '+966512345678',
  avatar: null,
  email_verified: true,
  created_at: '2026-11-01T09:00:00Z',
}
const card = (id: number, arabic: boolean) => ({
  id,
  slug: `product-${id}`,
  name: arabic ? `منتج ${id}` : `Product ${id}`,
  price: '12.50',
  price_before: null,
  discount_text: null,
  wholesale_price: null,
  wholesale_min_quantity: null,
  rating: 0,
  ratings_count: 0,
  image: null,
  stock: 3,
  has_selections: false,
  is_fav: true,
  is_offer: false,
  offer_ends_at: null,
})

export function startTinyApi() {
  const carts = new Map<string, number>()
  /** Sara's wishlist; `failWishlist` makes the toggle answer 500. */
  const api = {
    url: '',
    carts,
    wishlist: new Set<number>([5]),
    failWishlist: false,
    /** Makes add-to-cart and remove-from-cart answer 500. */
    failCart: false,
    /** How many times the cart was read. */
    cartReads: 0,
    /** How many times Sara's wishlist was read. */
    wishlistReads: 0,
    loggedOut: [] as string[],
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    }
    if (req.method === 'OPTIONS') return res.writeHead(204, headers).end()
    const send = (status: number, body: unknown) =>
      res.writeHead(status, headers).end(JSON.stringify(body))
    const bearer = req.headers.authorization === 'Bearer tok-sara'
    const arabic = req.headers['accept-language'] === 'ar'
    const readBody = async <T>(): Promise<T> => {
      let text = ''
      for await (const chunk of req) text += chunk
      return JSON.parse(text) as T
    }
    if (url.pathname === '/data/product/cart') {
      api.cartReads += 1
      const key = bearer ? SARA_CART : (url.searchParams.get('uuid') ?? '')
      const quantity = carts.get(key) ?? 0
      const data = quantity
        ? {
            items: [
              {
                product_id: 1,
                product_type: 'retail',
                quantity,
                price: '12.50',
                // Names come in the request's language.
                name: arabic ? 'كوب' : 'Mug',
              },
            ],
            total_item_count: quantity,
            sub_total: (quantity * 12.5).toFixed(2),
            total_price: (quantity * 12.5).toFixed(2),
          }
        : null
      return send(200, { message: '', data })
    }
    if (
      url.pathname === '/actions/product/add-to-cart' ||
      url.pathname === '/actions/product/remove-from-cart'
    ) {
      const body = await readBody<{ uuid?: string; quantity: number }>()
      if (api.failCart) return send(500, { message: 'Server error' })
      const key = bearer ? SARA_CART : (body.uuid ?? '')
      const sign = url.pathname.endsWith('add-to-cart') ? 1 : -1
      const next = (carts.get(key) ?? 0) + sign * body.quantity
      if (next > STOCK) return send(402, { message: 'Only 3 left' })
      carts.set(key, Math.max(0, next))
      return send(200, { message: sign > 0 ? 'Added to cart' : 'Removed from cart', data: null })
    }
    if (url.pathname === '/auth/login') {
      const { password } = await readBody<{ password: string }>()
      if (password !== SARA_PASSWORD) {
        return send(401, { message: 'These credentials do not match our records.' })
      }
      return send(200, { message: 'Sign in successfully', data: { user: SARA, token: 'tok-sara' } })
    }
    if (url.pathname === '/auth/logout') {
      // Who was signed out: the bearer's token; a token in the URL would show up here too.
      api.loggedOut.push(`${req.headers.authorization ?? ''}${url.search}`)
      return send(200, { message: 'Sign out successfully', data: null })
    }
    if (url.pathname === '/auth/wishlist' && !bearer)
      return send(401, { message: 'Unauthenticated' })
    if (url.pathname === '/auth/wishlist' && req.method === 'GET') {
      api.wishlistReads += 1
      const items = [...api.wishlist].map((id) => card(id, arabic))
      return send(200, {
        message: '',
        data: { items, meta: { page: 1, per_page: 100, total: items.length, last_page: 1 } },
      })
    }
    if (url.pathname === '/auth/wishlist' && req.method === 'POST') {
      const { product_id } = await readBody<{ product_id: number }>()
      if (api.failWishlist) return send(500, { message: 'Server error' })
      const added = !api.wishlist.delete(product_id)
      if (added) api.wishlist.add(product_id)
      return send(200, {
        message: '',
        data: { message: added ? 'Product added to wishlist' : 'Product removed from wishlist' },
      })
    }
    res.writeHead(404, headers).end(JSON.stringify({ message: 'Not found' }))
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => {
    carts.clear()
    api.wishlist = new Set([5])
    api.failWishlist = false
    api.failCart = false
    api.cartReads = 0
    api.wishlistReads = 0
    api.loggedOut = []
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return api
}
