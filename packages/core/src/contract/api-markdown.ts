import { API_TAGS, type Endpoint } from './endpoint.ts'
import { endpoints } from './endpoints.ts'
import type { JsonSchema } from './json-schema.ts'
import {
  fieldRows,
  fieldTable,
  notesOf,
  schemaAnchor,
  schemaLink,
  table,
  typeOf,
} from './json-schema-markdown.ts'
import {
  createOpenApiDocument,
  type OpenApiDocument,
  type OpenApiMethod,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi.ts'

const INTRO = [
  '# Storefront API reference',
  '',
  '<!-- Generated from the contract (packages/core/src/contract) by',
  '     `node packages/core/scripts/generate-api-docs.ts`. Do not edit by hand. -->',
  '',
  'Every call of the Storefront API, generated from the endpoint table of',
  '`@matjar/core/contract`. The same table builds the client, validates the reference API and',
  'serves the OpenAPI 3.1 document at `GET /openapi.json`.',
  '',
  '- **Families of paths.** `/data/…` are public reads (GET). `/actions/…` are changes open to',
  '  guests and customers: a guest names their cart by `uuid`. `/auth/…` need a bearer token,',
  '  except the calls that create one (register, login, Google sign-in, forgot and reset password).',
  '- **Headers.** `Authorization: Bearer <token>` when signed in; `Accept-Language: en|ar`',
  '  (default en) chooses the language of names, descriptions and messages. Calls that move money',
  '  (checkout, wallet recharge, points conversion) need an `Idempotency-Key`; cart changes and',
  '  the wishlist toggle take one (optional, honoured when sent). The same key again replays the',
  '  first answer (a 409 while the first call still runs); with another body it is a 422.',
  '- **Answers.** Success: `{ "message": string, "data": … }`. Failure:',
  '  `{ "message": string, "errors"?: { "<field>": string[] } }` with a true status: 400 malformed,',
  '  401 no or bad token, 402 not enough stock (or wallet balance), 403 not yours, 404 not found,',
  '  409 conflict, 413 too large, 422 invalid field, 429 too many requests, 503 busy (try again).',
  '- **Money** is a string with exactly two decimals, in SAR: `"0.00"`.',
  '- **Lists** take `?page=&per_page=` (pages from 1, 20 per page by default, at most 100) and',
  '  answer `{ items, meta: { page, per_page, total, last_page } }`. A filtered product list counts',
  '  its `total` up to 10,000 (`TOTAL_CAP`): past it `total` is 10,000, `total_capped` is `true`',
  '  and pages go on after `last_page` (show "10,000+"). Product lists can also be walked by',
  '  cursor: each page answers `meta.next_cursor` (`null` on the last page), and `?cursor=` with',
  '  it gives the page after, as cheap deep in the catalogue as page 1 (same `sort`; a cursor that',
  '  is not one is a 422 on `cursor`).',
  '',
]

const WHO = {
  customer: 'a signed-in customer (bearer token required).',
  'guest-or-customer': 'a guest, whose cart is named by `uuid`, or a customer (bearer token).',
  staff: "the shop's staff (`X-Admin-Token`: the API's `ADMIN_TOKEN`; without one, 404).",
} as const

const whoMayCall = (endpoint: Endpoint): string => {
  if (endpoint.access !== 'public') return WHO[endpoint.access]
  return endpoint.method === 'GET'
    ? 'anyone; a bearer token, if sent, personalises the answer (`is_fav`).'
    : 'anyone, no token.'
}

const resolve = (document: OpenApiDocument, schema: JsonSchema): JsonSchema =>
  schema.$ref ? (document.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema

const parameterTable = (parameters: OpenApiParameter[]) =>
  fieldTable(
    parameters.map((parameter) => {
      const row = fieldRows({
        type: 'object',
        properties: {
          [parameter.name]: { ...parameter.schema, description: parameter.description },
        },
        required: parameter.required ? [parameter.name] : [],
      })[0]
      return row ?? { name: parameter.name, type: 'any', required: false, notes: '' }
    }),
  )

const section = (title: string, lines: string[]) =>
  lines.length ? [`**${title}**`, '', ...lines, ''] : []

const renderEndpoint = (document: OpenApiDocument, name: string, endpoint: Endpoint): string[] => {
  const operation = document.paths[endpoint.path]?.[
    endpoint.method.toLowerCase() as OpenApiMethod
  ] as OpenApiOperation
  const own = operation.parameters.filter((p): p is OpenApiParameter => 'name' in p)
  const where = (place: OpenApiParameter['in']) => own.filter((p) => p.in === place)
  const body = operation.requestBody?.content
  const bodySchema = body ? Object.values(body)[0]?.schema : undefined
  const answer =
    operation.responses[endpoint.created ? '201' : '200']?.content['application/json']?.schema ?? {}
  const data = answer.properties?.data
  const failures = Object.entries(endpoint.errors ?? {})
  return [
    `### ${name}`,
    '',
    `\`${endpoint.method} ${endpoint.path}\``,
    '',
    endpoint.summary,
    '',
    `Who may call: ${whoMayCall(endpoint)}`,
    '',
    ...section('Path parameters', where('path').length ? parameterTable(where('path')) : []),
    ...section('Query', where('query').length ? parameterTable(where('query')) : []),
    ...section('Headers', where('header').length ? parameterTable(where('header')) : []),
    ...(bodySchema
      ? [
          `**Body** (${endpoint.multipart ? 'multipart/form-data' : 'JSON'}): ${typeOf(bodySchema)}`,
          '',
          ...fieldTable(fieldRows(resolve(document, bodySchema))),
          '',
        ]
      : []),
    `**Answer** (${endpoint.created ? '201 Created' : '200'}): \`{ message, data }\` with \`data\`: ${typeOf(typeof data === 'object' ? data : {})}`,
    '',
    ...section(
      'Failures',
      failures.length
        ? table(
            ['Status', 'Meaning'],
            failures.map(([status, meaning]) => [status, meaning]),
          )
        : [],
    ),
  ]
}

const renderSchema = (name: string, schema: JsonSchema): string[] => {
  const head = [`<a id="${schemaAnchor(name)}"></a>`, '', `### ${name}`, '']
  const about = schema.description ? [schema.description, ''] : []
  if (schema.properties) return [...head, ...about, ...fieldTable(fieldRows(schema)), '']
  const variants = schema.oneOf?.filter((variant) => variant.properties)
  if (variants?.length) {
    return [
      ...head,
      'One of:',
      '',
      ...variants.flatMap((variant) => [
        `- when \`type\` is ${typeOf((variant.properties?.type ?? {}) as JsonSchema)}:`,
        '',
        ...fieldTable(fieldRows(variant)),
        '',
      ]),
    ]
  }
  const { pattern: _, ...base } = schema
  const notes = notesOf({ ...schema, description: '' }, { moneyPattern: true })
  return [...head, ...about, `Type: ${typeOf(base)}.${notes ? ` ${notes}` : ''}`, '']
}

/** docs/api.md: every endpoint of the table by part of the shop, then every named schema. */
export const renderApiMarkdown = (document: OpenApiDocument = createOpenApiDocument()): string => {
  const table = Object.entries(endpoints) as [string, Endpoint][]
  const groups = API_TAGS.map((tag) => ({
    tag,
    about: document.tags.find((t) => t.name === tag)?.description ?? '',
    members: table.filter(([, endpoint]) => endpoint.tag === tag),
  }))
  const schemaNames = Object.keys(document.components.schemas).sort()
  const lines = [
    ...INTRO,
    '## Contents',
    '',
    ...groups.map(
      ({ tag, members }) =>
        `- **${tag}**: ${members.map(([name]) => `[${name}](#${name.toLowerCase()})`).join(', ')}`,
    ),
    `- **Schemas**: ${schemaNames.map(schemaLink).join(', ')}`,
    '',
    ...groups.flatMap(({ tag, about, members }) => [
      `## ${tag}`,
      '',
      about,
      '',
      ...members.flatMap(([name, endpoint]) => renderEndpoint(document, name, endpoint)),
    ]),
    '## Schemas',
    '',
    ...schemaNames.flatMap((name) => renderSchema(name, document.components.schemas[name] ?? {})),
  ]
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}
