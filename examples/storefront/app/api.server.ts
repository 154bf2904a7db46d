import {
  type CallArguments,
  type CallOutput,
  createStorefrontClient,
  StorefrontError,
} from '@matjar/core'
import { data } from 'react-router'
import { storefrontConfig } from './config.server.ts'
import { languageOf } from './preferences.ts'
import { pageRequestOf } from './session/page-request.server.ts'
import { unavailablePage } from './unavailable.server.ts'

type EndpointName = Parameters<ReturnType<typeof createStorefrontClient>['call']>[0]

/**
 * One deadline for all the calls a page's loaders make to the API, from the first one
 * (`API_DEADLINE_MS`): a slow API makes the page answer 503 in time, never wait call after call.
 * It also ends when the shopper goes away (the request's own signal).
 */
const deadlines = new WeakMap<Request, AbortSignal>()
const deadlineOf = (request: Request) => {
  // An action and the loaders after it share the page's one deadline.
  const page = pageRequestOf(request)
  let deadline = deadlines.get(page)
  if (!deadline) {
    deadline = AbortSignal.any([page.signal, AbortSignal.timeout(storefrontConfig.apiDeadlineMs)])
    deadlines.set(page, deadline)
  }
  return deadline
}

/** A client's options that keep its calls within the page's deadline (any client made for it). */
export const withinDeadline = (request: Request) => ({
  timeoutMs: storefrontConfig.apiDeadlineMs,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const deadline = deadlineOf(request)
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
    return fetch(input, { ...init, signal })
  },
})

/**
 * The Storefront API as the server renders a page for this request: in the shopper's language,
 * within the page's deadline. When the API is slow, busy (503, 429) or down, a call throws the
 * shop's 503 page (`unavailable.server.ts`) instead of an error.
 */
export const apiFor = (request: Request) => {
  const client = createStorefrontClient({
    baseUrl: storefrontConfig.apiUrl,
    getLanguage: () => languageOf(request),
    ...withinDeadline(request),
  })
  const call = <N extends EndpointName>(name: N, ...input: CallArguments<N>) =>
    client
      .call(name, ...input)
      .catch((error: unknown): Promise<CallOutput<N>> => unavailablePage(request, error))
  return { call }
}

/**
 * An API 404 (or 403, not yours: not shown either; or 422, a value from the address it refuses,
 * `/page?slug=A`) becomes the page's 404; anything else (an answer that breaks the contract,
 * `ContractError`, status 502) stays an error for the error view.
 */
export const notFoundWhenMissing = (error: unknown): never => {
  if (
    error instanceof StorefrontError &&
    (error.status === 403 || error.status === 404 || error.status === 422)
  ) {
    throw data('Not found', { status: 404 })
  }
  throw error
}
