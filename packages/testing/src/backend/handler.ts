import type { CallOutput, Language } from '@matjar/core'
import type { EndpointName, Endpoints } from '@matjar/core/contract'
import type * as z from 'zod/mini'
import type { CustomerRecord, ShopState } from './state.ts'

type Part<N extends EndpointName, K extends string> = Endpoints[N] extends {
  [P in K]: infer S extends z.ZodMiniType
}
  ? z.output<S>
  : undefined

/** A call as a handler sees it: its input read and checked with the endpoint's schemas. */
export interface Call<N extends EndpointName> {
  params: Part<N, 'params'>
  query: Part<N, 'query'>
  body: Part<N, 'body'>
  language: Language
  /** The signed-in customer (bearer token), or null for a guest. */
  customer: CustomerRecord | null
  token: string | null
  shop: ShopState
}

/** What a handler answers: the envelope's message (empty by default) and its data. */
export interface Reply<N extends EndpointName> {
  message?: string
  data: CallOutput<N>['data']
}

export type Handler<N extends EndpointName> = (call: Call<N>) => Reply<N> | Promise<Reply<N>>

/** Handlers by endpoint name. */
export type Handlers = { [N in EndpointName]?: Handler<N> }
