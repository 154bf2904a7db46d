import { type Endpoint, endpoints } from '@matjar/core/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useTestShop } from './test/shop.ts'

/**
 * Bad input never yields a 500, and every answer is one the contract documents: random bodies
 * (JSON of any shape, truncated JSON, text, huge numbers, wrong types, text holding NUL, direction
 * overrides or zero-width characters), random query strings and random bearer tokens are fired at
 * every call the API serves, and every answer must be a 4xx (or a 2xx) with a JSON body.
 */
const shop = useTestShop()

/** Every call of the contract: the API serves them all (http/serve.test.ts proves it). */
const served = Object.values(endpoints as Record<string, Endpoint>)

/** The statuses a call may answer: its success and the failures its contract documents. */
const documented = (endpoint: Endpoint) =>
  new Set([endpoint.created ? 201 : 200, ...Object.keys(endpoint.errors ?? {}).map(Number)])

/** Integers at and beyond what the database holds (2^31) and what JSON numbers hold exactly (2^53). */
const edgeInteger = fc.constantFrom(
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 31),
  -1,
  0,
  1e308,
)
/** Money strings at a money column's limit (halalas in 32 bits) and past it. */
const edgeMoney = fc.constantFrom(
  '21474836.47',
  '21474836.48',
  '99999999999.99',
  '-21474836.48',
  '0.00',
  '0.01',
  '10000.00',
  '10000.01',
  '10.00',
  '-1.00',
)

/**
 * Text as an outsider types it: printable, or with NUL, another control character, a direction
 * override or isolate, or a zero-width character somewhere in it (PostgreSQL refuses NUL).
 */
const text = fc.oneof(
  fc.string(),
  fc
    .tuple(
      fc.string(),
      fc.constantFrom(
        '\u0000',
        '\u0007',
        '\u001b',
        '\u202E',
        '\u2066',
        '\u200B',
        '\uFEFF',
        '\u200C',
      ),
      fc.string(),
    )
    .map(([before, hidden, after]) => `${before}${hidden}${after}`),
)

const body = fc.oneof(
  fc.json(),
  text,
  fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
  fc
    .record(
      {
        product_id: fc.oneof(fc.integer(), fc.double(), text, edgeInteger),
        product_type: fc.oneof(fc.constantFrom('retail', 'wholesale'), text),
        quantity: fc.oneof(fc.integer(), fc.double(), text, edgeInteger),
        selection_id: fc.oneof(fc.integer(), fc.constant(null), edgeInteger),
        uuid: fc.oneof(fc.uuid(), text),
        email: fc.oneof(fc.emailAddress(), text),
        password: text,
        fcm_token: text,
        code: text,
        points: fc.oneof(fc.integer(), fc.double(), text, edgeInteger),
        amount: fc.oneof(text, edgeMoney),
        payment_method: fc.oneof(fc.constantFrom('wallet', 'card', 'cash_on_delivery'), text),
        branch_id: fc.oneof(fc.integer(), edgeInteger),
        address_id: fc.oneof(fc.integer(), edgeInteger),
        rating: fc.oneof(fc.integer(), text, edgeInteger),
        // The text a shopper types: names, address parts, notes, messages.
        name: text,
        user_name: text,
        first_name: text,
        last_name: text,
        phone: text,
        city: text,
        details: text,
        notes: text,
        comment: text,
        message: text,
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
    'price_max',
    'brand',
  ),
  fc.oneof(text, edgeInteger.map(String), edgeMoney),
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
            expect(
              [...documented(endpoint)],
              `${res.status} ${await res.clone().text()}`,
            ).toContain(res.status)
            expect(res.headers.get('content-type')).toMatch(/application\/json/)
          },
        ),
        // About 11,000 requests in all over the contract's calls.
        { numRuns: 220 },
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

/** What outsiders hide in text: NUL, other controls, direction overrides, zero-width characters. */
const HIDDEN = ['\u0000', '\u0007', '\u001b', '\u202E', '\u2066', '\u200B', '\uFEFF', '\u200C']
const STACK = /\bat \S+:\d+|node_modules/

describe('a hidden character in any query or path value', () => {
  for (const endpoint of served) {
    const keys = Object.keys((endpoint.query as { shape?: object } | undefined)?.shape ?? {})
    const holes = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[0])
    if (keys.length === 0 && holes.length === 0) continue
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or shows a stack`, async () => {
      const anyIds = (path: string) => path.replace(/\{\w+\}/g, '1')
      for (const hidden of HIDDEN) {
        const value = encodeURIComponent(`a${hidden}b`)
        const paths = [
          ...keys.map((key) => `${anyIds(endpoint.path)}?${key}=${value}`),
          ...holes.map((hole) => anyIds(endpoint.path.replace(hole, value))),
        ]
        for (const path of paths) {
          const res = await shop.app.request(path, {
            method: endpoint.method,
            headers: { 'content-type': 'application/json' },
            ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
          })
          const text = await res.text()
          expect(res.status, `${JSON.stringify(path)}: ${text}`).toBeLessThan(500)
          expect(text, path).not.toMatch(STACK)
        }
      }
    })
  }
})
