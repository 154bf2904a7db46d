import {
  type EndpointName,
  type Endpoints,
  type ErrorBody,
  endpoints,
  errorBodySchema,
  fillPath,
} from '@matjar/core/contract'
import type { Hono } from 'hono'
import type * as z from 'zod/mini'
import type { AppEnv } from '../http/env.ts'

type Part<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends z.ZodMiniType> ? z.input<S> : never

declare const unchecked: unique symbol
/** A value the contract would refuse, sent as it is (`asSent`): a test of the API's refusal. */
export type Unchecked = { readonly [unchecked]: true }
export const asSent = (value: unknown): Unchecked => value as Unchecked

/** What a test sends: the endpoint's own parts, typed from the contract. */
export interface CallParts<N extends EndpointName> {
  params?: Part<N, 'params'> | Unchecked
  query?: Part<N, 'query'> | Unchecked
  body?: Part<N, 'body'> | Unchecked
  /** The customer's session, sent as `Authorization: Bearer …`. */
  token?: string
  /** Sent as `Accept-Language` (`en`, `ar`, or anything a test wants refused or ignored). */
  language?: string
  headers?: Record<string, string>
}

/** What every answer carries: its status, headers and body as sent (to compare two answers). */
interface Received {
  status: number
  headers: Headers
  text: string
}

/** The API's answer: the contract's success body, read with its schema, or its error body. */
export type Answer<N extends EndpointName> =
  | (Received & { ok: true; body: z.output<Endpoints[N]['response']> })
  | (Received & { ok: false; error: ErrorBody })

/**
 * Calls the app in process by the contract's endpoint names, as Hono's `testClient` does: path,
 * method and body come from `endpoints`, and a success is read with the endpoint's response
 * schema, so an answer that drifts from the contract fails the test.
 */
export function apiCaller(app: Hono<AppEnv>) {
  return contractCaller((path, init) => app.request(path, init))
}

/**
 * `apiCaller` over any backend that answers requests by the contract's paths: the reference API in
 * process, or the in-memory backend of `@matjar/testing` (the parity test calls both alike).
 */
export function contractCaller(
  request: (path: string, init: RequestInit) => Response | Promise<Response>,
) {
  return async function call<N extends EndpointName>(
    name: N,
    parts: CallParts<N> = {},
  ): Promise<Answer<N>> {
    const endpoint: Endpoints[EndpointName] = endpoints[name]
    const path = fillPath(endpoint.path, (parts.params ?? {}) as Record<string, unknown>)
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries((parts.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) search.set(key, String(value))
    }
    const headers = new Headers(parts.headers)
    if (parts.token) headers.set('authorization', `Bearer ${parts.token}`)
    if (parts.language) headers.set('accept-language', parts.language)
    const init: RequestInit = { method: endpoint.method, headers }
    if (parts.body !== undefined) {
      headers.set('content-type', 'application/json')
      init.body = JSON.stringify(parts.body)
    }
    const res = await request(search.size > 0 ? `${path}?${search}` : path, init)
    const received = { status: res.status, headers: res.headers, text: await res.text() }
    const json: unknown = JSON.parse(received.text)
    if (!res.ok) return { ...received, ok: false, error: errorBodySchema.parse(json) }
    const body = endpoint.response.parse(json) as z.output<Endpoints[N]['response']>
    return { ...received, ok: true, body }
  }
}

/** The success body of an answer; a failure fails the test with its status and message. */
export function succeeded<N extends EndpointName>(answer: Answer<N>) {
  if (!answer.ok)
    throw new Error(`Expected a success, got ${answer.status}: ${answer.error.message}`)
  return answer.body
}
