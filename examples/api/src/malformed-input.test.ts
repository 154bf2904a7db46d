import { endpoints } from '@matjar/core/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useTestShop } from './test/shop.ts'

/**
 * Bad input never yields a 500: random bodies (JSON of any shape, truncated JSON, text, huge
 * numbers, wrong types), random query strings and random bearer tokens are fired at every call
 * the API serves, and every answer must be a 4xx (or a 2xx) with a JSON body.
 */
const shop = useTestShop()

const served = [
  endpoints.getCart,
  endpoints.addToCart,
  endpoints.removeFromCart,
  endpoints.register,
  endpoints.confirmRegistration,
  endpoints.applyPromoCode,
  endpoints.removePromoCode,
  endpoints.checkout,
  endpoints.listOrders,
  endpoints.getOrder,
  endpoints.cancelOrder,
  endpoints.rateOrder,
  endpoints.getInvoice,
  endpoints.getWallet,
  endpoints.listWalletTransactions,
  endpoints.rechargeWallet,
  endpoints.getPoints,
  endpoints.listPointsTransactions,
  endpoints.convertPoints,
  endpoints.login,
  endpoints.logout,
  endpoints.signInWithGoogle,
  endpoints.forgotPassword,
  endpoints.resetPassword,
  endpoints.getProfile,
  endpoints.updateProfile,
  endpoints.changePassword,
  endpoints.changeEmail,
  endpoints.listWishlist,
  endpoints.toggleWishlist,
  endpoints.listAddresses,
  endpoints.createAddress,
  endpoints.updateAddress,
  endpoints.deleteAddress,
  endpoints.sendContactMessage,
  endpoints.listProducts,
  endpoints.getProduct,
  endpoints.listOffers,
  endpoints.listWholesaleProducts,
  endpoints.listCategories,
  endpoints.listBrands,
  endpoints.listBlogs,
  endpoints.getBlog,
  endpoints.getPage,
  endpoints.listBranches,
  endpoints.getShopSettings,
  endpoints.getHome,
]

const body = fc.oneof(
  fc.json(),
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
  fc
    .record(
      {
        product_id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(2 ** 53)),
        product_type: fc.oneof(fc.constantFrom('retail', 'wholesale'), fc.string()),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
        selection_id: fc.oneof(fc.integer(), fc.constant(null)),
        uuid: fc.oneof(fc.uuid(), fc.string()),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string(),
        fcm_token: fc.string(),
        code: fc.string(),
        points: fc.oneof(fc.integer(), fc.double(), fc.string()),
        amount: fc.oneof(fc.string(), fc.constantFrom('10.00', '-1.00', '99999999999.99')),
        rating: fc.oneof(fc.integer(), fc.string()),
        payment_method: fc.oneof(
          fc.constantFrom('wallet', 'card', 'cash_on_delivery'),
          fc.string(),
        ),
        branch_id: fc.oneof(fc.integer(), fc.constant(2 ** 40)),
        address_id: fc.oneof(fc.integer(), fc.constant(2 ** 40)),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
)
const query = fc.dictionary(
  fc.constantFrom(
    'uuid',
    'page',
    'per_page',
    'fcm_token',
    'x',
    'category',
    'q',
    'rating',
    'sort',
    'price_min',
    'brand',
  ),
  fc.string(),
  {
    maxKeys: 3,
  },
)
const authorization = fc.option(
  fc.oneof(
    fc.string(),
    fc.string().map((token) => `Bearer ${token}`),
  ),
  { nil: undefined },
)

const idempotencyKey = fc.option(fc.oneof(fc.string(), fc.uuid()), { nil: undefined })

describe('malformed input', () => {
  for (const endpoint of served) {
    it(`${endpoint.method} ${endpoint.path} never answers 500`, async () => {
      await fc.assert(
        fc.asyncProperty(
          body,
          query,
          authorization,
          idempotencyKey,
          async (text, params, auth, key) => {
            const search = new URLSearchParams(params).toString()
            const res = await shop.app.request(`${endpoint.path}${search ? `?${search}` : ''}`, {
              method: endpoint.method,
              headers: {
                'content-type': 'application/json',
                ...(auth === undefined ? {} : { authorization: auth }),
                ...(key === undefined ? {} : { 'idempotency-key': key }),
              },
              ...(endpoint.method === 'GET' ? {} : { body: text }),
            })
            expect(res.status, `${await res.clone().text()}`).toBeLessThan(500)
            expect(res.headers.get('content-type')).toMatch(/application\/json/)
          },
        ),
        { numRuns: 60 },
      )
    })
  }
})

describe('a field named like an object property', () => {
  it('is reported as an unknown field, not a 500 (fast-check found `{"__proto__":[]}`)', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const res = await shop.app.request(endpoints.register.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"${name}":[]}`,
      })
      expect(res.status, name).toBe(422)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(body.errors), name).toContain(name)
    }
  })
})
