import { preferredLanguage } from '@matjar/core'
import {
  type Endpoint,
  type EndpointName,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  pathParamNames,
  STAFF_TOKEN_HEADER,
} from '@matjar/core/contract'
import * as z from 'zod/mini'
import type { Call, Handlers } from './handler.ts'
import { failure, json, ShopError } from './http.ts'
import { customerById, type ShopState } from './state.ts'
import { validationErrors } from './validation.ts'

interface Route {
  name: EndpointName
  endpoint: Endpoint
  pattern: RegExp
  params: string[]
}

/** Every endpoint of the contract as a route: its method and its path as a pattern. */
const routes: Route[] = Object.entries(endpoints as Readonly<Record<string, Endpoint>>).map(
  ([name, endpoint]) => ({
    name: name as EndpointName,
    endpoint,
    params: pathParamNames(endpoint.path),
    pattern: new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  }),
)

/** A form as an object: repeated fields become arrays, files stay files. */
const formObject = (form: FormData): Record<string, unknown> => {
  const values: Record<string, unknown> = {}
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name)
    values[name] = name === 'attachments' || all.length > 1 ? all : all[0]
  }
  return values
}

async function readBody(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.multipart) {
    if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
      throw new ShopError(400, 'multipartRequired')
    }
    return formObject(await request.formData().catch(() => new FormData()))
  }
  if (!endpoint.body) return undefined
  const text = await request.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new ShopError(400, 'malformedJson')
  }
}

/**
 * Answers a request as a backend of the contract would: finds the endpoint by method and path,
 * asks for the bearer token where the endpoint needs one, reads the path, query, headers and body
 * with the endpoint's schemas (400 for a body that is not JSON, 422 naming the fields), replays a
 * call made again with the same Idempotency-Key, and checks the handler's answer against the
 * endpoint's response schema (a 500 saying why, when it does not match: a bug of this backend).
 */
export async function route(
  request: Request,
  handlers: Handlers,
  shop: ShopState,
): Promise<Response> {
  const url = new URL(request.url)
  const language = preferredLanguage(request.headers.get('accept-language')) ?? 'en'
  const found = routes
    .filter((candidate) => candidate.pattern.test(url.pathname))
    .find((candidate) => candidate.endpoint.method === request.method)
  try {
    if (!found) throw new ShopError(404, 'notFound')
    const { name, endpoint } = found
    const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null
    const customerId = token ? shop.sessions.get(token) : undefined
    const customer = customerId === undefined ? null : (customerById(shop, customerId) ?? null)
    if ((token && !customer) || (endpoint.access === 'customer' && !customer)) {
      throw new ShopError(401, 'unauthenticated')
    }
    if (
      endpoint.access === 'staff' &&
      request.headers.get(STAFF_TOKEN_HEADER) !== shop.staffToken
    ) {
      throw new ShopError(401, 'unauthenticated')
    }
    const body = await readBody(endpoint, request)
    const values = found.pattern.exec(url.pathname)?.slice(1) ?? []
    const input = {
      params: Object.fromEntries(
        found.params.map((param, i) => [param, decodeURIComponent(values[i] ?? '')]),
      ),
      query: Object.fromEntries(url.searchParams),
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined,
      },
      body,
    }
    const read: Record<string, unknown> = {}
    const errors: Record<string, string[]> = {}
    for (const part of ['params', 'query', 'headers', 'body'] as const) {
      const schema = endpoint[part]
      if (!schema) continue
      const parsed = z.safeParse(schema, input[part])
      if (parsed.success) read[part] = parsed.data
      else Object.assign(errors, validationErrors(parsed.error.issues, language))
    }
    if (Object.keys(errors).length > 0) throw new ShopError(422, 'invalidData', undefined, errors)

    const key = endpoint.headers ? (input.headers[IDEMPOTENCY_KEY_HEADER] ?? null) : null
    const signature = JSON.stringify([name, customerId ?? null, input.body])
    const earlier = key ? shop.idempotency.get(key) : undefined
    if (earlier && earlier.body !== signature) throw new ShopError(422, 'idempotencyKeyReused')
    if (earlier) return json(earlier.status, earlier.answer)

    const handler = handlers[name] as ((call: Call<EndpointName>) => unknown) | undefined
    if (!handler) return json(501, { message: `The in-memory backend does not answer ${name} yet` })
    const call = {
      params: read.params,
      query: read.query,
      body: read.body,
      language,
      customer,
      token,
      shop,
    }
    const reply = (await handler(call as Call<EndpointName>)) as { message?: string; data: unknown }
    const answer = { message: reply.message ?? '', data: reply.data }
    const checked = z.safeParse(endpoint.response, answer)
    if (!checked.success) {
      return json(500, {
        message: `The in-memory backend's answer to ${name} breaks the contract: ${z.prettifyError(checked.error)}`,
      })
    }
    const status = endpoint.created ? 201 : 200
    if (key) shop.idempotency.set(key, { body: signature, status, answer })
    return json(status, answer)
  } catch (error) {
    if (error instanceof ShopError) return failure(error, language)
    const reason = error instanceof Error ? error.message : String(error)
    return json(500, { message: `The in-memory backend failed: ${reason}` })
  }
}
