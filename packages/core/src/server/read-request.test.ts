import { describe, expect, it } from 'vitest'
import { readStorefrontRequest } from './read-request.ts'

const cart = { items: [], total: '0.00' }
const customer = { id: 7, first_name: 'Sara', last_name: 'Ali', email: 'sara@example.com' }
const answered: { url: string; headers: Headers }[] = []
/** A stand-in API: `tok-1` is a live session, `revoked` one it refuses, `down` finds it unreachable. */
const fetchCart: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  answered.push({ url: String(input), headers })
  const bearer = headers.get('Authorization')
  if (bearer === 'Bearer down') throw new TypeError('fetch failed')
  if (bearer === 'Bearer revoked') {
    return Response.json({ message: 'Unauthenticated.' }, { status: 401 })
  }
  if (String(input).endsWith('/auth/profile')) return Response.json({ message: '', data: customer })
  return Response.json({ message: '', data: cart })
}
const options = { apiUrl: 'https://api.example.com', client: { fetch: fetchCart, validate: false } }

describe('readStorefrontRequest', () => {
  it('reads language, colour mode and the customer’s cart from a Fetch Request', async () => {
    const request = new Request('https://shop.example.com/', {
      headers: { Cookie: 'lang=ar; nuxt-color-mode=dark; _token=tok-1' },
    })
    const read = await readStorefrontRequest(request, options)
    expect(read).toMatchObject({ language: 'ar', colorMode: 'dark', signedIn: true })
    expect(read.initialCart).toEqual(cart)
    const call = answered.at(-1)
    expect(call?.url).toMatch(/^https:\/\/api\.example\.com\/.*cart/)
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(call?.headers.get('Accept-Language')).toBe('ar')
    // Everything but the client crosses to the page: no token in it.
    const { client: _, ...serialisable } = read
    expect(JSON.stringify(serialisable)).not.toContain('tok-1')
  })

  it('takes Next.js’s cookies() and the page’s own language; a guest has no cart read', async () => {
    const before = answered.length
    const cookies = { getAll: () => [{ name: 'lang', value: 'ar' }] }
    const read = await readStorefrontRequest(cookies, { ...options, language: 'en' })
    expect(read).toMatchObject({ language: 'en', signedIn: false, initialCart: null })
    expect(answered.length).toBe(before)
  })

  it('reads the customer when asked, and leaves the cart when told to', async () => {
    const request = new Request('https://shop.example.com/', {
      headers: { Cookie: '_token=tok-1' },
    })
    const read = await readStorefrontRequest(request, { ...options, customer: true, cart: false })
    expect(read).toMatchObject({ signedIn: true, customer, initialCart: null, headers: {} })
    expect(answered.at(-1)?.url).toMatch(/\/auth\/profile$/)
    expect(answered.filter((call) => call.url.includes('cart')).length).toBe(1)
  })

  it('ends a session the API refuses: signed out, the cookie dropped, no throw', async () => {
    const request = new Request('https://shop.example.com/', {
      headers: { Cookie: '_token=revoked' },
    })
    const read = await readStorefrontRequest(request, { ...options, customer: true })
    expect(read).toMatchObject({ signedIn: false, customer: null, initialCart: null })
    expect(read.headers['Set-Cookie']).toMatch(/^_token=;.*Max-Age=0/)
    expect(read.headers['Set-Cookie']).toContain('Secure')
  })

  it('renders signed out and keeps the cookie when the API cannot be reached', async () => {
    const request = new Request('http://shop.example.com/', { headers: { Cookie: '_token=down' } })
    const read = await readStorefrontRequest(request, {
      ...options,
      customer: true,
      client: { ...options.client, retryDelayMs: 0 },
    })
    expect(read).toMatchObject({ signedIn: true, customer: null, initialCart: null, headers: {} })
  })
})
