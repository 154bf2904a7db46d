import { type Endpoint, type EndpointName, type Endpoints, endpoints } from '@matjar/core/contract'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
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
export interface Input<N extends EndpointName> {
  params: Parsed<N, 'params'>
  query: Parsed<N, 'query'>
  body: Endpoints[N] extends { multipart: true } ? undefined : Parsed<N, 'body'>
}

/** The success body of an endpoint, as its response schema gives it. */
export type Success<N extends EndpointName> = z.core.output<Endpoints[N]['response']>

/**
 * An answer already made, kept under an Idempotency-Key (`oncePerKey`): the first call's
 * answer, or a replay of it. Nothing else answers with a ready-made response.
 */
export type KeptAnswer = Response & { readonly kept: true }

/** A signed-in customer's calls see `customer` and `token` set; the others may be a guest's. */
export type EnvOf<N extends EndpointName> = Endpoints[N]['access'] extends 'customer'
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

/** Hono writes a path parameter `:id` where the contract (and OpenAPI) write `{id}`. */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1')

/**
 * Mounts the endpoint `name` of the contract on `routes`: its method and path, `requireCustomer`
 * when the contract says only a customer may call it, the 16 KiB limit of a JSON body, and its
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
    ...(endpoint.access === 'customer' ? [requireCustomer as MiddlewareHandler<AppEnv>] : []),
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
    const answer = await handler(c as Context<EnvOf<N>>, { params, query, body } as Input<N>)
    return answer instanceof Response ? answer : c.json(answer as object, status)
  })
}
