import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { componentName, named } from './component-name.ts'
import type { Endpoint } from './endpoint.ts'
import { endpoints } from './endpoints.ts'
import type { JsonSchema } from './json-schema.ts'
import { moneySchema } from './money.ts'
import { createOpenApiDocument, type OpenApiMethod } from './openapi.ts'

const document = createOpenApiDocument()
const table = Object.entries(endpoints) as [string, Endpoint][]

/**
 * Endpoints whose body or answer still writes an object inline, in its own section of
 * docs/api.md. Named where declared, each would become a component and leave this list; every
 * other object an endpoint sends or answers must be named.
 */
const WRITTEN_INLINE = [
  'changeOrderStatus',
  'listPlaces',
  'listProductLinks',
  'listShopOrders',
  'quoteCheckout',
  'searchSuggestions',
]

/** Whether a schema, or what it wraps (nullable, union, array), is an object written in place. */
const hasInlineObject = (schema: JsonSchema | boolean | undefined): boolean => {
  if (typeof schema !== 'object') return false
  if (schema.properties) return true
  const inner = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
  return inner.some(hasInlineObject) || hasInlineObject(schema.items as JsonSchema | undefined)
}

/** The answer's `data`, and a page's `items` instead of the page (`{ items, meta }` is generic). */
const answered = (data: JsonSchema | boolean | undefined): JsonSchema | boolean | undefined => {
  if (typeof data !== 'object' || !data.properties?.items || !data.properties.meta) return data
  return data.properties.items
}

describe('component names', () => {
  it('leave no object an endpoint sends or answers unnamed, but the listed ones', () => {
    const inline = table.flatMap(([name, endpoint]) => {
      const operation =
        document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as OpenApiMethod]
      const body = Object.values(operation?.requestBody?.content ?? {})[0]?.schema
      const ok = operation?.responses[endpoint.created ? '201' : '200']
      const data = ok?.content['application/json']?.schema.properties?.data
      return hasInlineObject(body) || hasInlineObject(answered(data)) ? [name] : []
    })
    expect(inline.sort()).toEqual(WRITTEN_INLINE)
  })

  it('are given where the schema is declared and reach the document under that name', () => {
    expect(componentName(moneySchema)).toBe('Money')
    expect(document.components.schemas.Money).toMatchObject({ type: 'string' })
    expect(Object.keys(document.components.schemas)).toEqual(
      Object.keys(document.components.schemas).sort(),
    )
  })

  it('name one schema each', () => {
    expect(() => named('Money', z.string())).toThrow(/Money/)
  })
})
