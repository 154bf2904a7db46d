import type * as z from 'zod/mini'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../locale/language.ts'
import { componentName, namedSchemas } from './component-name.ts'
import { API_TAGS, type ApiTag, type Endpoint } from './endpoint.ts'
import { endpoints } from './endpoints.ts'
import { errorBodySchema } from './envelope.ts'
import { FAILURE_MEANINGS, type FailureStatus } from './failures.ts'
import { componentRef, convertFlatSchema, convertSchemas, type JsonSchema } from './json-schema.ts'

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'
type OpenApiRef = { $ref: string }
export interface OpenApiParameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  description?: string
  schema: JsonSchema
}
interface OpenApiMediaType {
  schema: JsonSchema
}
interface OpenApiResponse {
  description: string
  content: Record<string, OpenApiMediaType>
}
export interface OpenApiOperation {
  operationId: string
  summary: string
  tags: ApiTag[]
  security: Record<string, string[]>[]
  parameters: (OpenApiParameter | OpenApiRef)[]
  requestBody?: { required: true; content: Record<string, OpenApiMediaType> }
  responses: Record<string, OpenApiResponse>
}
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers?: { url: string }[]
  tags: { name: ApiTag; description: string }[]
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>
  components: {
    schemas: Record<string, JsonSchema>
    parameters: Record<string, OpenApiParameter>
    securitySchemes: Record<
      string,
      | { type: 'http'; scheme: 'bearer'; description: string }
      | { type: 'apiKey'; in: 'header'; name: string; description: string }
    >
  }
}

export interface OpenApiOptions {
  /** The version of the API the document describes; "0.0.0" by default. */
  version?: string
  /** Where the API answers, e.g. `https://api.example.com`. */
  serverUrl?: string
}

const TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  Cart: "A guest's cart (named by `uuid`) or a customer's, and its promo code.",
  Checkout: 'Turning the cart into an order.',
  Account: 'Signing up, in and out; the profile.',
  Addresses: "The customer's delivery addresses.",
  Wishlist: "The customer's wishlist.",
  Orders: "The customer's orders: follow, cancel, rate, invoice.",
  Wallet: 'The wallet: balance, ledger, recharge.',
  Points: 'Loyalty points: balance, ledger, conversion into wallet balance.',
  Catalogue: 'Products, categories, brands.',
  Shop: 'Home page, shop settings, branches.',
  Content: 'Blogs, content pages, the contact form.',
  Staff: "The shop's back office: orders listed and moved on, behind `X-Admin-Token`.",
}

const DESCRIPTION = [
  'The Storefront API of a Matjar shop. Every answer is JSON: `{ message, data }` on success,',
  '`{ message, errors? }` on failure with a true status. Names, descriptions and messages come in',
  'the language of `Accept-Language` (en or ar). Money is a string with two decimals in SAR.',
  'Lists take `?page=&per_page=` and answer `{ items, meta }`. Calls that move money take an',
  '`Idempotency-Key` header; cart changes and the wishlist toggle take an optional one. Public reads accept a bearer token to fill `is_fav`.',
].join(' ')

const BEARER = 'bearer'
const required = { [BEARER]: [] }
const optional = [{}, required]

/** Who may call, in OpenAPI terms. An empty requirement `{}` makes the token optional. */
const STAFF = 'staff'
const securityOf = (endpoint: Endpoint): Record<string, string[]>[] => {
  if (endpoint.access === 'staff') return [{ [STAFF]: [] }]
  if (endpoint.access === 'customer') return [required]
  if (endpoint.access === 'guest-or-customer') return optional
  return endpoint.method === 'GET' ? optional : []
}

const parametersOf = (schema: z.ZodMiniType | undefined, where: OpenApiParameter['in']) => {
  if (!schema) return []
  const json = convertFlatSchema(schema)
  const mandatory = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, property]): OpenApiParameter => {
    const { description, ...rest } = typeof property === 'boolean' ? {} : property
    return {
      name,
      in: where,
      required: where === 'path' || mandatory.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })

const errorResponses = (endpoint: Endpoint): Record<string, OpenApiResponse> =>
  Object.fromEntries(
    Object.entries(endpoint.errors ?? {}).map(([status, meaning]) => [
      status,
      {
        description: meaning || FAILURE_MEANINGS[Number(status) as FailureStatus],
        content: json({ $ref: componentRef(componentName(errorBodySchema) ?? '') }),
      },
    ]),
  )

/**
 * Requests and answers may share a part (Money …) only if it reads the same in both. By name, so
 * the order does not depend on which module loaded first.
 */
const mergeComponents = (
  answers: Record<string, JsonSchema>,
  requests: Record<string, JsonSchema>,
) => {
  for (const [name, schema] of Object.entries(requests)) {
    const answer = answers[name]
    if (answer && JSON.stringify(answer) !== JSON.stringify(schema)) {
      throw new Error(`The component ${name} differs between requests and answers`)
    }
  }
  const merged = { ...answers, ...requests }
  return Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((name) => [name, merged[name] ?? {}]),
  )
}

/**
 * The OpenAPI 3.1 document of the endpoint table: what `GET /openapi.json` serves and what
 * docs/api.md is written from.
 */
export const createOpenApiDocument = (options: OpenApiOptions = {}): OpenApiDocument => {
  const table: [string, Endpoint][] = Object.entries(endpoints)
  const bodies = table.flatMap(([, endpoint]) => (endpoint.body ? [endpoint.body] : []))
  const named = namedSchemas()
  const answers = convertSchemas(
    named,
    [errorBodySchema, ...table.map(([, e]) => e.response)],
    'output',
  )
  const requests = convertSchemas(named, bodies, 'input')

  const paths: OpenApiDocument['paths'] = {}
  for (const [name, endpoint] of table) {
    const method = endpoint.method.toLowerCase() as OpenApiMethod
    const body = endpoint.body ? requests.inline.get(endpoint.body) : undefined
    const operation: OpenApiOperation = {
      operationId: name,
      summary: endpoint.summary,
      tags: endpoint.tag ? [endpoint.tag] : [],
      security: securityOf(endpoint),
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
        ...parametersOf(endpoint.headers, 'header'),
        { $ref: '#/components/parameters/AcceptLanguage' },
      ],
      ...(body
        ? {
            requestBody: {
              required: true,
              content: endpoint.multipart
                ? { 'multipart/form-data': { schema: body } }
                : json(body),
            },
          }
        : {}),
      responses: {
        [endpoint.created ? 201 : 200]: {
          description: endpoint.created ? 'Created' : 'Success',
          content: json(answers.inline.get(endpoint.response) ?? {}),
        },
        ...errorResponses(endpoint),
      },
    }
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operation }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Matjar Storefront API',
      version: options.version ?? '0.0.0',
      description: DESCRIPTION,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: API_TAGS.map((tag) => ({ name: tag, description: TAG_DESCRIPTIONS[tag] })),
    paths,
    components: {
      schemas: mergeComponents(answers.components, requests.components),
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description:
            'The language of names, descriptions and messages: `en` or `ar`, as the storefront sends it. A full browser header (`ar-SA,ar;q=0.9,en;q=0.8`) is read too: the supported language with the highest weight wins; English when it names neither.',
          schema: { type: 'string', default: DEFAULT_LANGUAGE, examples: [...LANGUAGES] },
        },
      },
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token that sign-in answers (`data.token`).',
        },
        [STAFF]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Admin-Token',
          description: "The shop's staff token (the API's `ADMIN_TOKEN`).",
        },
      },
    },
  }
}
