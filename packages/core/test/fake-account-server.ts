import { StorefrontError } from '../src/client/storefront-error.ts'
import { sampleUser } from '../src/contract/samples.ts'

const sessionSample = { user: sampleUser, token: 'tok-sara' }

/**
 * An in-memory stand-in for the account and wishlist calls: one customer (sara@example.com /
 * Secret#123; sign-ups confirm with code 12345678), a wishlist, and switches to make calls fail.
 */
export const createFakeAccountServer = () => {
  const calls: { name: string; body?: unknown; query?: unknown }[] = []
  const wishlist = new Set<number>([7])
  const failing = new Set<string>()
  const client = {
    call: async (name: string, input: { body?: Record<string, unknown>; query?: unknown } = {}) => {
      calls.push({ name, body: input.body, query: input.query })
      if (failing.has(name)) throw new StorefrontError('Server is sad', 500)
      switch (name) {
        case 'login':
          if (input.body?.email !== 'sara@example.com' || input.body.password !== 'Secret#123') {
            throw new StorefrontError('These credentials do not match our records.', 401)
          }
          return { message: 'Sign in successfully', data: sessionSample }
        case 'register':
          // The same answer whether the email has an account or not; the code is mailed.
          if (input.body?.phone === '+96650') {
            throw new StorefrontError('Error in phone', 422, {
              phone: ['The phone number is invalid.'],
            })
          }
          return { message: 'Check your email for the confirmation code', data: null }
        case 'confirmRegistration':
          if (input.body?.code !== '12345678') {
            throw new StorefrontError('The code is wrong or has expired', 401)
          }
          return { message: 'Sign up successfully', data: sessionSample }
        case 'forgotPassword':
          return { message: 'ok', data: null }
        case 'listWishlist':
          return {
            message: '',
            data: {
              items: [...wishlist].map((id) => ({ id })),
              meta: { page: 1, per_page: 100, total: wishlist.size, last_page: 1 },
            },
          }
        default:
          throw new Error(`fake server: no ${name}`)
      }
    },
    logout: async (options: { pushToken?: string } = {}) => {
      calls.push({
        name: 'logout',
        query: options.pushToken ? { fcm_token: options.pushToken } : {},
      })
    },
    toggleWishlist: async ({ product_id }: { product_id: number }) => {
      calls.push({ name: 'toggleWishlist', body: { product_id } })
      if (failing.has('toggleWishlist')) throw new StorefrontError('Server is sad', 500)
      if (wishlist.has(product_id)) {
        wishlist.delete(product_id)
        return 'Product removed from wishlist'
      }
      wishlist.add(product_id)
      return 'Product added to wishlist'
    },
  }
  return { client, calls, wishlist, failing }
}
