import {
  createOpenApiDocument,
  type Endpoint,
  endpoints,
  type OpenApiOperation,
} from '@matjar/core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { callExample } from './http-examples.ts'

const document = createOpenApiDocument()
const table = Object.entries(endpoints as Record<string, Endpoint>)
const operationOf = (endpoint: Endpoint) =>
  document.paths[endpoint.path]?.[
    endpoint.method.toLowerCase() as keyof NonNullable<(typeof document.paths)[string]>
  ] as OpenApiOperation

describe('callExample', () => {
  it.each(table)('%s: a request and an answer the contract accepts', (_, endpoint) => {
    const example = callExample(document, endpoint, operationOf(endpoint))
    expect(example.refused).toEqual([])
    expect(example.request.split('\n')[0]).toMatch(new RegExp(`^${endpoint.method} /`))
    const answer = JSON.parse(example.answer ?? 'null')
    expect(z.safeParse(endpoint.response, answer).success).toBe(true)
    if (endpoint.body && !endpoint.multipart) {
      const body = JSON.parse(example.request.slice(example.request.indexOf('\n\n') + 2))
      expect(z.safeParse(endpoint.body, body).success).toBe(true)
    }
  })

  it('uses the contract samples where a part has their shape', () => {
    const [, getProduct] = table.find(([name]) => name === 'getProduct') ?? []
    if (!getProduct) throw new Error('no getProduct in the table')
    const answer = callExample(document, getProduct, operationOf(getProduct)).answer ?? ''
    expect(answer).toContain('"name": "Arabica coffee beans, 1 kg"')
  })

  it('meets rules across fields: a guest checkout pays otherwise than by wallet', () => {
    const [, checkout] = table.find(([name]) => name === 'checkout') ?? []
    if (!checkout) throw new Error('no checkout in the table')
    const { request } = callExample(document, checkout, operationOf(checkout))
    expect(request).toContain('Idempotency-Key: ')
    expect(request).not.toContain('"payment_method": "wallet"')
  })
})
