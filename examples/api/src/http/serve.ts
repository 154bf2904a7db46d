import { timingSafeEqual } from 'node:crypto'
import {
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  type FailureStatus,
  STAFF_TOKEN_HEADER,
} from '@matjar/core/contract'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { MessageKey } from '../messages/translate.ts'
import { ApiError } from './api-error.ts'
import { requireCustomer } from './customer.ts'
import type { AppEnv, CustomerEnv } from './env.ts'
import { smallJsonBody } from './guards.ts'
import { parseInput, readJsonBody } from './validate.ts'

type Part = 'params' | 'query' | 'body'

/** A request part as the endpoint's schema reads it; `undefined` when the endpoint has none. */
type Parsed<N extends EndpointName, P extends Part> = Endpoints[N] extends {
  [K in P]: infer S extends z.core.$ZodType
}
  ? z.core.output<S>
  : undefined

/**
 * What `serve` hands a handler: path parameters, query and JSON body, each read with the
 * endpoint's own schema. A multipart body (the contact form) streams, so its handler reads it.
 */
interface Input<N extends EndpointName> {
  params: Parsed<N, 'params'>
  query: Parsed<N, 'query'>
  body: Endpoints[N] extends { multipart: true } ? undefined : Parsed<N, 'body'>
  /** Fails the call with one of the statuses its endpoint declares (`errors`), and a message. */
  fail: (status: FailureOf<N>, message: MessageKey) => never
}

type Declared<N extends EndpointName> = NonNullable<Endpoints[N]['errors']>

/** The failure statuses the endpoint declares in the contract (`errors`). */
type FailureOf<N extends EndpointName> = {
  [S in FailureStatus]: S extends keyof Declared<N>
    ? S
    : `${S}` extends keyof Declared<N>
      ? S
      : never
}[FailureStatus]

/** The success body of an endpoint, as its response schema gives it. */
export type Success<N extends EndpointName> = z.core.output<Endpoints[N]['response']>

/**
 * An answer already made, kept under an Idempotency-Key (`oncePerKey`): the first call's
 * answer, or a replay of it. Nothing else answers with a ready-made response.
 */
export type KeptAnswer = Response & { readonly kept: true }

/** A signed-in customer's calls see `customer` and `token` set; the others may be a guest's. */
type EnvOf<N extends EndpointName> = Endpoints[N]['access'] extends 'customer'
  ? CustomerEnv
  : AppEnv

export type Handler<N extends EndpointName> = (
  c: Context<EnvOf<N>>,
  input: Input<N>,
) => Promise<Success<N> | KeptAnswer> | Success<N>

export interface ServeOptions {
  /** Middleware run before the body is read (rate limits, size limits of a multipart body). */
  before?: MiddlewareHandler<AppEnv>[]
}

/** Both strings alike, compared in constant time (a token must not leak by timing). */
const sameSecret = (sent: string, expected: string) => {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The shop's staff only: the `X-Admin-Token` header must be the API's `ADMIN_TOKEN` (401
 * otherwise); an API without one has no back office, and its staff calls answer 404.
 */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.get('staffToken')
  if (!expected) throw new ApiError(404, 'notFound')
  const sent = c.req.header(STAFF_TOKEN_HEADER)
  if (!sent || !sameSecret(sent, expected)) throw new ApiError(401, 'adminOnly')
  await next()
}

const guardOf = (access: Endpoint['access']): MiddlewareHandler<AppEnv>[] =>
  access === 'customer'
    ? [requireCustomer as MiddlewareHandler<AppEnv>]
    : access === 'staff'
      ? [requireStaff]
      : []

/**
 * Records the endpoint a route serves on the context and hands the call to the HTTP cache
 * (`httpCache`), before the endpoint's guards: an answer the cache keeps is a public one.
 */
export const recordEndpoint =
  (name: EndpointName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('endpoint', name)
    const cache = c.get('cacheCall')
    if (!cache) return next()
    return cache(c, endpoints[name], next)
  }

/** Hono writes a path parameter `:id` where the contract (and OpenAPI) write `{id}`. */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1')

/**
 * Mounts the endpoint `name` of the contract on `routes`: its method and path, the endpoint
 * recorded on the context and handed to the HTTP cache (`httpCache`), `requireCustomer` when the
 * contract says only a customer may call it and `requireStaff` for the shop's staff, the 16 KiB
 * limit of a JSON body, and its
 * params, query and body read with its schemas (400 for a body that is not JSON, 422 with errors
 * per field in the request's language). The handler's answer is the endpoint's success body,
 * sent as 201 when the endpoint makes something (`created`), else 200.
 */
export function serve<N extends EndpointName>(
  routes: Hono<AppEnv>,
  name: N,
  handler: Handler<N>,
  options: ServeOptions = {},
): void {
  const endpoint: Endpoint = endpoints[name]
  const jsonBody = endpoint.body !== undefined && !endpoint.multipart
  const middleware: MiddlewareHandler<AppEnv>[] = [
    recordEndpoint(name),
    ...guardOf(endpoint.access),
    ...(options.before ?? []),
    ...(jsonBody ? [smallJsonBody] : []),
  ]
  const status = endpoint.created ? 201 : 200
  routes.on(endpoint.method, [honoPath(endpoint.path)], ...middleware, async (c) => {
    const language = c.get('language')
    const read = (schema: z.core.$ZodType | undefined, input: () => unknown) =>
      schema === undefined ? undefined : parseInput(schema, input(), language)
    const params = read(endpoint.params, () => c.req.param())
    const query = read(endpoint.query, () => c.req.query())
    const body = jsonBody ? parseInput(endpoint.body!, await readJsonBody(c), language) : undefined
    // `requireCustomer` ran for a customer's call: its context is a `CustomerEnv`.
    const fail = (status: FailureStatus, message: MessageKey): never => {
      throw new ApiError(status, message)
    }
    const answer = await handler(c as Context<EnvOf<N>>, { params, query, body, fail } as Input<N>)
    return answer instanceof Response ? answer : c.json(answer as object, status)
  })
}
