import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { cartLineRequestSchema, cartQuerySchema } from './cart.ts'
import type { Endpoint } from './endpoint.ts'
import { endpointFamilies, endpoints, sessionPaths } from './endpoints.ts'
import { sessionSchema } from './session.ts'
import { wishlistToggleRequestSchema } from './wishlist.ts'

const table = Object.entries(endpoints) as [string, Endpoint][]
const named = (names: string[]) => table.filter(([name]) => names.includes(name))
const IDEMPOTENT = ['checkout', 'rechargeWallet', 'convertPoints']
const KEY_TAKEN = ['addToCart', 'removeFromCart', 'toggleWishlist']
const CREATE_A_SESSION = [
  'register',
  'confirmRegistration',
  'login',
  'signInWithGoogle',
  'forgotPassword',
  'resetPassword',
]

describe('the endpoint table', () => {
  it('keeps the five calls of spec §7 as the reference API serves them', () => {
    const seen = Object.fromEntries(
      named(['getCart', 'addToCart', 'removeFromCart', 'toggleWishlist', 'logout']).map(
        ([name, e]) => [name, `${e.method} ${e.path} ${e.access}`],
      ),
    )
    expect(seen).toEqual({
      getCart: 'GET /data/product/cart guest-or-customer',
      addToCart: 'POST /actions/product/add-to-cart guest-or-customer',
      removeFromCart: 'POST /actions/product/remove-from-cart guest-or-customer',
      toggleWishlist: 'POST /auth/wishlist customer',
      logout: 'GET /auth/logout customer',
    })
    expect(endpoints.getCart.query).toBe(cartQuerySchema)
    expect(endpoints.addToCart.body).toBe(cartLineRequestSchema)
    expect(endpoints.removeFromCart.body).toBe(cartLineRequestSchema)
    expect(endpoints.toggleWishlist.body).toBe(wishlistToggleRequestSchema)
    expect(endpoints.logout.query?.parse({ fcm_token: 't' })).toEqual({ fcm_token: 't' })
  })

  it('names each call in one family only (put together, a second one would replace the first)', () => {
    const names = endpointFamilies.flatMap((family) => Object.keys(family))
    expect(new Set(names).size).toBe(names.length)
    expect(table.map(([name]) => name).sort()).toEqual([...names].sort())
  })

  it('has one call per method and path', () => {
    const routes = table.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('gives every {name} of a path a parameter, and no parameter without one', () => {
    for (const [name, endpoint] of table) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const declared =
        endpoint.params instanceof z.ZodMiniObject ? Object.keys(endpoint.params.shape) : []
      expect(declared.sort(), name).toEqual(inPath)
    }
  })

  it('follows the path families: /data reads, /auth needs a token unless it creates one, /shop is the staff’s', () => {
    for (const [name, endpoint] of table) {
      if (endpoint.path.startsWith('/data/')) expect(endpoint.method, name).toBe('GET')
      if (endpoint.path.startsWith('/actions/')) expect(endpoint.access, name).not.toBe('customer')
      const family = endpoint.path.split('/')[1]
      expect(['data', 'actions', 'auth', 'shop'], name).toContain(family)
      expect(family === 'shop', name).toBe(endpoint.access === 'staff')
    }
    const openAuth = table.filter(([, e]) => e.path.startsWith('/auth/') && e.access !== 'customer')
    expect(openAuth.map(([name]) => name).sort()).toEqual([...CREATE_A_SESSION].sort())
  })

  it('marks the calls that answer a session as starting one, and logout as ending it', () => {
    const answersASession = table
      .filter(([, e]) => (e.response as z.ZodMiniObject).shape.data === sessionSchema)
      .map(([, e]) => e.path)
    expect(answersASession.length).toBeGreaterThan(0)
    expect([...sessionPaths.starts].sort()).toEqual(answersASession.sort())
    expect(sessionPaths.ends).toEqual([endpoints.logout.path])
  })

  it('asks an Idempotency-Key of the calls that move money, and takes one on cart and wishlist changes', () => {
    const withKey = table.filter(([, e]) => e.headers).map(([name]) => name)
    expect(withKey.sort()).toEqual([...IDEMPOTENT, ...KEY_TAKEN].sort())
    const key = { 'Idempotency-Key': crypto.randomUUID() }
    for (const [name, endpoint] of named([...IDEMPOTENT, ...KEY_TAKEN])) {
      // Optional on the changes, so clients written before the key keep working.
      expect(endpoint.headers?.safeParse({}).success, name).toBe(KEY_TAKEN.includes(name))
      expect(endpoint.headers?.safeParse(key).success, name).toBe(true)
      expect(endpoint.headers?.safeParse({ 'Idempotency-Key': 'short' }).success, name).toBe(false)
      expect(endpoint.errors?.[409], name).toBeDefined()
    }
  })

  it('documents the failures of every call', () => {
    for (const [name, endpoint] of table) {
      expect(endpoint.tag, name).toBeDefined()
      const statuses = Object.keys(endpoint.errors ?? {}).map(Number)
      if (endpoint.access !== 'public') expect(statuses, `${name} names 401`).toContain(401)
      if (endpoint.body || endpoint.query || endpoint.params) {
        expect(statuses, `${name} names 422`).toContain(422)
      }
      if (endpoint.body) expect(statuses, `${name} names 400`).toContain(400)
    }
  })

  it('pages every list it answers with items and meta', () => {
    for (const [name, endpoint] of table) {
      const data = (endpoint.response as z.ZodMiniObject).shape.data
      const paged = data instanceof z.ZodMiniObject && 'meta' in data.shape
      if (!paged) continue
      expect(endpoint.query?.parse({}), name).toMatchObject({ page: 1, per_page: 20 })
    }
  })

  it('checks every request strictly: an unknown field is refused', () => {
    for (const [name, endpoint] of table) {
      for (const part of [endpoint.body, endpoint.query, endpoint.params]) {
        if (!part) continue
        const unknownOnly = part.safeParse({ surprise: 1 })
        expect(unknownOnly.success, name).toBe(false)
        expect(
          unknownOnly.error?.issues.some((i) => i.code === 'unrecognized_keys'),
          name,
        ).toBe(true)
      }
    }
  })
})
