import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sampleRegistration } from '@matjar/core/samples'
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SARA } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useAuth } from './useAuth.ts'
import { useCart } from './useCart.ts'
import { useColorMode } from './useColorMode.ts'
import { useLocale } from './useLocale.ts'
import { useWishlist } from './useWishlist.ts'

/**
 * Every hook's setter, called the way the docs call them (`onClick={() => add(line)}`, nothing
 * caught), against an API that refuses everything with one status, or cannot be reached: none may
 * leave an unhandled rejection, in development (checked calls) and production (unchecked) alike.
 * `validate` is what a build's `NODE_ENV` switches in the client; it is set here both ways.
 */
type Failure = 402 | 422 | 500 | 'network'
let failure: Failure = 500
const refusing: Server = createServer((req, res) => {
  req.resume()
  const status = failure === 'network' ? 500 : failure
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      message: `Refused with ${status}`,
      ...(status === 422 ? { errors: { email: ['The email is invalid.'] } } : {}),
    }),
  )
})
let apiUrl = ''
/** A port nothing listens on: every call is a network failure. */
let deadUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  deadUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})
afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())))

const unhandled: unknown[] = []
const hear = (reason: unknown) => unhandled.push(reason)
beforeAll(() => {
  process.on('unhandledRejection', hear)
  // What is swallowed by design (a failed wishlist read, logout) is logged: kept out of the output.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => {
  process.off('unhandledRejection', hear)
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

type Hooks = {
  cart: ReturnType<typeof useCart>
  auth: ReturnType<typeof useAuth>
  wishlist: ReturnType<typeof useWishlist>
  locale: ReturnType<typeof useLocale>
  colorMode: ReturnType<typeof useColorMode>
}
const hooks: { current?: Hooks } = {}
function Grab() {
  hooks.current = {
    cart: useCart(),
    auth: useAuth(),
    wishlist: useWishlist(),
    locale: useLocale(),
    colorMode: useColorMode(),
  }
  return null
}

const line = { product_id: 1, product_type: 'retail' as const }
/** Each setter as a documented handler calls it: fire and forget. */
const setters: Record<string, (h: Hooks) => Promise<unknown>> = {
  'useCart().add': (h) => h.cart.add(line, 2, { price: '12.50' }),
  'useCart().remove': (h) => h.cart.remove(line),
  'useCart().setQuantity': (h) => h.cart.setQuantity(line, 3),
  'useCart().refresh': (h) => h.cart.refresh(),
  'useCart().applyPromoCode': (h) => h.cart.applyPromoCode('RAMADAN10'),
  'useCart().removePromoCode': (h) => h.cart.removePromoCode(),
  'useWishlist().toggle': (h) => h.wishlist.toggle(5),
  'useAuth().login': (h) => h.auth.login({ email: SARA.email, password: 'Secret#123' }),
  'useAuth().register': (h) => h.auth.register(sampleRegistration),
  'useAuth().confirmRegistration': (h) =>
    h.auth.confirmRegistration({ email: SARA.email, code: '12345678' }),
  'useAuth().signInWithGoogle': (h) => h.auth.signInWithGoogle('google-id-token'),
  'useAuth().forgotPassword': (h) => h.auth.forgotPassword(SARA.email),
  'useAuth().resetPassword': (h) =>
    h.auth.resetPassword({
      email: SARA.email,
      code: '123456',
      password: 'Secret#123',
      confirm_password: 'Secret#123',
    }),
  'useAuth().logout': (h) => h.auth.logout(),
  'useLocale().setLanguage': (h) => h.locale.setLanguage('ar'),
  'useColorMode().setMode': (h) => h.colorMode.setMode('dark'),
}
/** Signed in for the calls that need a customer (the wishlist, logout); a guest for the others. */
const asCustomer = new Set(['useWishlist().toggle', 'useAuth().logout'])

const cases = (['development', 'production'] as const).flatMap((build) =>
  ([402, 422, 500, 'network'] as const).map((answer) => ({ build, answer })),
)

describe.each(cases)('on $answer, in a $build build', ({ build, answer }) => {
  it.each(Object.keys(setters))('%s resolves and leaks no rejection', async (name) => {
    failure = answer
    unhandled.length = 0
    if (asCustomer.has(name)) {
      localStorage.setItem('auth_data', JSON.stringify({ user: SARA, token: 'tok-sara' }))
    }
    render(
      <StorefrontProvider
        apiUrl={answer === 'network' ? deadUrl : apiUrl}
        client={{ validate: build === 'development', retryDelayMs: 0, logger: { warn: () => {} } }}
      >
        <Grab />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(hooks.current?.auth.restoring).toBe(false))
    const setter = setters[name]!
    // As `onClick={() => setter()}` would: nothing awaits it, nothing catches.
    const settled = setter(hooks.current!)
    const result = await settled
    if (result !== undefined && name !== 'useAuth().logout') {
      expect(result).toMatchObject({ ok: false })
      const { error } = result as { error: { name: string; status: number } }
      expect(error.name).toMatch(/StorefrontError|ContractError/)
      // A network failure is status 0; an answer keeps its status (never a "network error").
      if (answer === 'network') expect(error.status).toBe(0)
      else expect(error.status).not.toBe(0)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unhandled).toEqual([])
  })
})
