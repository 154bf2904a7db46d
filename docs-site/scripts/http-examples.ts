/**
 * Request and answer examples of each call, built from the OpenAPI document of the contract and
 * the contract's samples (packages/core/src/contract/samples.ts): where a part of a body has the
 * shape of a sample (a product, an order, an address …) the sample is used, the rest is filled
 * from the schema (its examples, defaults, formats). Every example is then checked against the
 * call's own zod schema; one the contract would refuse is left out, and the build says which.
 */
import type { Endpoint, OpenApiDocument, OpenApiOperation } from '@matjar/core'
import * as z from 'zod/mini'
import * as samples from '../../packages/core/src/contract/samples.ts'

type JsonSchema = OpenApiDocument['components']['schemas'][string]
type OpenApiParameter = Extract<OpenApiOperation['parameters'][number], { name: string }>
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : {}
const isRecord = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const SAMPLES = Object.entries(samples)
  .filter(([name, value]) => name.startsWith('sample') && isRecord(value))
  .map(([, value]) => value as Record<string, Json>)

const MONEY_PATTERN = '^-?\\d+\\.\\d{2}$'

/** A sample fits an object schema when it has every required field and no field it lacks. */
const sampleFor = (schema: JsonSchema): Record<string, Json> | undefined => {
  const properties = Object.keys(schema.properties ?? {})
  if (!properties.length) return undefined
  const required = schema.required ?? []
  return SAMPLES.find(
    (sample) =>
      required.every((key) => key in sample) &&
      Object.keys(sample).every((key) => properties.includes(key)) &&
      Object.keys(sample).length >= Math.min(properties.length, 3),
  )
}

const stringExample = (schema: JsonSchema, name: string): string => {
  if (schema.pattern === MONEY_PATTERN) return '40.00'
  switch (schema.format) {
    case 'date-time':
      return '2025-01-12T08:15:00Z'
    case 'date':
      return '2025-01-12'
    case 'email':
      return 'sara@example.com'
    case 'uri':
      return 'https://shop.example.com/'
    case 'uuid':
      return '9b2f6c1e-3f4a-4c7e-9d51-2a8e6f0b7c34'
    case 'binary':
      return '(file)'
  }
  if (name === 'message') return 'Done.'
  if (/phone/.test(name)) return '+966501234567'
  if (/password/.test(name)) return 'Correct horse 42'
  if (/uuid|idempotency/i.test(name)) return '9b2f6c1e-3f4a-4c7e-9d51-2a8e6f0b7c34'
  const text = name ? name.replace(/_/g, ' ') : 'text'
  const min = schema.minLength ?? 0
  return text.length >= min ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(min, 'x')
}

/** An example value of a schema of the document. */
const exampleOf = (
  document: OpenApiDocument,
  schema: JsonSchema,
  name = '',
  depth = 0,
  requiredOnly = false,
): Json => {
  if (depth > 16) return null
  const inner = (next: JsonSchema, key = name) =>
    exampleOf(document, next, key, depth + 1, requiredOnly)
  if (schema.$ref) {
    const component = document.components.schemas[schema.$ref.split('/').pop() ?? '']
    return inner(component ?? {})
  }
  if (schema.examples?.length) return schema.examples[0] as Json
  if (schema.const !== undefined) return schema.const as Json
  if (schema.default !== undefined && schema.default !== '') return schema.default as Json
  if (schema.enum?.length) return schema.enum[0] as Json
  const variants = schema.oneOf ?? schema.anyOf
  if (variants?.length) {
    const chosen = variants.find((variant) => asSchema(variant).type !== 'null') ?? variants[0]
    return inner({ ...schema, oneOf: undefined, anyOf: undefined, ...asSchema(chosen) })
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type
  switch (type) {
    case 'object': {
      const sample = sampleFor(schema)
      if (sample) return sample
      const entries = Object.entries(schema.properties ?? {})
        .filter(([key]) => !requiredOnly || schema.required?.includes(key))
        .map(([key, value]) => [key, inner(asSchema(value), key)])
      return Object.fromEntries(entries)
    }
    case 'array': {
      const item = inner(asSchema(schema.items))
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item)
    }
    case 'string':
      return stringExample(schema, name)
    case 'integer':
    case 'number':
      return schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return null
  }
}

const issuesOf = (schema: z.ZodMiniType | undefined, value: unknown) =>
  schema ? (z.safeParse(schema, value).error?.issues ?? []) : []

const resolveRef = (document: OpenApiDocument, schema: JsonSchema): JsonSchema =>
  schema.$ref ? (document.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema

/**
 * Rules across fields (a guest cannot pay by wallet …) refuse some built examples: for each field
 * the contract names, take the next value of its list, or leave it out when it is optional.
 */
const repair = (
  document: OpenApiDocument,
  schema: JsonSchema,
  value: Json,
  issues: { path: PropertyKey[] }[],
): boolean => {
  let changed = false
  for (const { path } of issues) {
    const key = path.at(-1)
    if (typeof key !== 'string') continue
    let parent: Json | undefined = value
    let parentSchema = resolveRef(document, schema)
    for (const step of path.slice(0, -1)) {
      parent = isRecord(parent) ? parent[String(step)] : undefined
      parentSchema = resolveRef(document, asSchema(parentSchema.properties?.[String(step)]))
    }
    if (!isRecord(parent) || !(key in parent)) continue
    const field = resolveRef(document, asSchema(parentSchema.properties?.[key]))
    const next = field.enum?.find((option) => option !== parent[key])
    if (next !== undefined) parent[key] = next as Json
    else if (!parentSchema.required?.includes(key)) delete parent[key]
    else continue
    changed = true
  }
  return changed
}

/** The fullest example the contract accepts: every field, else the required ones only. */
const validExample = (
  document: OpenApiDocument,
  schema: JsonSchema,
  zodSchema: z.ZodMiniType | undefined,
): Json | undefined => {
  for (const requiredOnly of [false, true]) {
    const value = exampleOf(document, schema, '', 0, requiredOnly)
    for (let round = 0; round < 4; round++) {
      const issues = issuesOf(zodSchema, value)
      if (!issues.length) return value
      if (!repair(document, schema, value, issues)) break
    }
  }
  return undefined
}

export interface CallExample {
  request: string
  answer?: string
  /** What the contract refused in a built example, for the build's log. */
  refused: string[]
}

const pathWith = (path: string, parameters: OpenApiParameter[], values: Record<string, Json>) => {
  let filled = path
  for (const p of parameters.filter((p) => p.in === 'path')) {
    filled = filled.replace(`{${p.name}}`, encodeURIComponent(String(values[p.name] ?? '1')))
  }
  const query = parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(values[p.name] ?? ''))}`)
  return query.length ? `${filled}?${query.join('&')}` : filled
}

/** An HTTP request and answer for one call of the endpoint table. */
export const callExample = (
  document: OpenApiDocument,
  endpoint: Endpoint,
  operation: OpenApiOperation,
): CallExample => {
  const refused: string[] = []
  const own = operation.parameters.filter((p): p is OpenApiParameter => 'name' in p)
  const values = Object.fromEntries(own.map((p) => [p.name, exampleOf(document, p.schema, p.name)]))
  const headers = [`Accept-Language: en`]
  if (endpoint.access === 'customer') headers.push('Authorization: Bearer <token>')
  for (const p of own.filter((p) => p.in === 'header')) headers.push(`${p.name}: ${values[p.name]}`)

  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema
  let body: Json | undefined
  if (bodySchema) {
    body = endpoint.multipart
      ? exampleOf(document, bodySchema)
      : validExample(document, bodySchema, endpoint.body)
    if (body === undefined) refused.push('request body')
  }
  if (bodySchema && body !== undefined) {
    headers.push(
      endpoint.multipart ? 'Content-Type: multipart/form-data' : 'Content-Type: application/json',
    )
  }
  const requestLines = [
    `${endpoint.method} ${pathWith(endpoint.path, own, values)}`,
    ...headers,
    ...(body !== undefined
      ? ['', endpoint.multipart ? formFields(body) : JSON.stringify(body, null, 2)]
      : []),
  ]

  const status = endpoint.created ? '201' : '200'
  const answerSchema = operation.responses[status]?.content['application/json']?.schema
  let answer: string | undefined
  if (answerSchema) {
    const value = validExample(document, answerSchema, endpoint.response)
    if (value !== undefined) answer = JSON.stringify(value, null, 2)
    else refused.push('answer')
  }
  return { request: requestLines.join('\n'), ...(answer ? { answer } : {}), refused }
}

const formFields = (body: Json) =>
  isRecord(body)
    ? Object.entries(body)
        .map(
          ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
        )
        .join('\n')
    : String(body)
