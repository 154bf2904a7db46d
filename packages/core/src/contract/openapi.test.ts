import { describe, expect, it } from 'vitest'
import type { Endpoint } from './endpoint.ts'
import { endpoints } from './endpoints.ts'
import { createOpenApiDocument, type OpenApiMethod, type OpenApiParameter } from './openapi.ts'

const document = createOpenApiDocument({ version: '1.2.3', serverUrl: 'https://api.example.com' })
const table = Object.entries(endpoints) as [string, Endpoint][]
const operationOf = (endpoint: Endpoint) =>
  document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as OpenApiMethod]

/** Every `$ref` anywhere in a value. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  )
}

const pointer = (ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document)

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the version and server asked for', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.2.3')
    expect(document.servers).toEqual([{ url: 'https://api.example.com' }])
  })

  it('has every call of the table at its method and path, and nothing else', () => {
    for (const [name, endpoint] of table) {
      expect(operationOf(endpoint)?.operationId, name).toBe(name)
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item))
    expect(operations).toHaveLength(table.length)
  })

  it('resolves every $ref', () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(100)
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|parameters)\/\w+$/)
      expect(pointer(ref), ref).toBeDefined()
    }
  })

  it('declares each {name} of a path as a required path parameter', () => {
    for (const [name, endpoint] of table) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      const declared = (operationOf(endpoint)?.parameters ?? []).filter(
        (p): p is OpenApiParameter => 'in' in p && p.in === 'path',
      )
      expect(
        declared.map((p) => p.name),
        name,
      ).toEqual(inPath)
      expect(
        declared.every((p) => p.required),
        name,
      ).toBe(true)
    }
  })

  it('requires the bearer token where the table does, and makes it optional for guests', () => {
    const bearer = document.components.securitySchemes.bearer
    expect(bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    for (const [name, endpoint] of table) {
      const security = operationOf(endpoint)?.security
      if (endpoint.access === 'customer') expect(security, name).toEqual([{ bearer: [] }])
      if (endpoint.access === 'guest-or-customer')
        expect(security, name).toEqual([{}, { bearer: [] }])
    }
    expect(operationOf(endpoints.login)?.security).toEqual([])
    expect(operationOf(endpoints.listProducts)?.security).toEqual([{}, { bearer: [] }])
  })

  it('takes Accept-Language on every call, Idempotency-Key where money moves (required) and on cart and wishlist changes (optional)', () => {
    expect(document.components.parameters.AcceptLanguage?.schema.examples).toEqual(['en', 'ar'])
    for (const [name, endpoint] of table) {
      const parameters = operationOf(endpoint)?.parameters ?? []
      expect(parameters, name).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' })
      const key = parameters.find((p) => 'name' in p && p.name === 'Idempotency-Key')
      expect(key !== undefined, name).toBe(endpoint.headers !== undefined)
      const optional = endpoint.headers?.safeParse({}).success
      if (key) expect(key, name).toMatchObject({ in: 'header', required: !optional })
    }
  })

  it('describes bodies as JSON, the contact form as multipart, by their component', () => {
    expect(operationOf(endpoints.addToCart)?.requestBody?.content['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/CartLineRequest' },
    })
    const contact = operationOf(endpoints.sendContactMessage)?.requestBody?.content
    expect(Object.keys(contact ?? {})).toEqual(['multipart/form-data'])
  })

  it('answers each call with the envelope and each of its failures with the error body', () => {
    for (const [name, endpoint] of table) {
      const responses = operationOf(endpoint)?.responses ?? {}
      // A call that makes something answers 201 Created; the others 200.
      const ok = endpoint.created ? '201' : '200'
      const success = responses[ok]?.content['application/json']?.schema
      expect(success?.required, name).toEqual(['message', 'data'])
      const failures = Object.keys(endpoint.errors ?? {})
      expect(
        Object.keys(responses).filter((status) => status !== ok),
        name,
      ).toEqual(failures)
      for (const status of failures) {
        expect(responses[status]?.content['application/json']?.schema, name).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        })
      }
    }
    const cart = operationOf(endpoints.getCart)?.responses['200']?.content['application/json']
    expect(cart?.schema.properties?.data).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Cart' }, { type: 'null' }],
    })
  })

  it('refuses unknown fields in requests but lets answers grow', () => {
    const { schemas } = document.components
    expect(schemas.CartLineRequest?.additionalProperties).toBe(false)
    expect(schemas.AddressRequest?.additionalProperties).toBe(false)
    expect(schemas.Cart).not.toHaveProperty('additionalProperties')
    expect(schemas.Product).not.toHaveProperty('additionalProperties')
  })

  it('names recursive and shared parts once, as components', () => {
    const category = document.components.schemas.Category
    expect(category?.properties?.children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Category' },
    })
    expect(document.components.schemas.Money).toMatchObject({ type: 'string' })
  })

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })
})
