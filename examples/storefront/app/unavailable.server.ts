import { isContractError, type Language, StorefrontError } from '@matjar/core'
import { data } from 'react-router'
import { shopMessages } from './messages/shop.ts'
import { pageRequestOf } from './session/page-request.server.ts'

/** What the API's answers mean for a page: it is slow, busy or down (status 0: no answer). */
const UNAVAILABLE = new Set([0, 429, 502, 503, 504])

/** Seconds a shopper, a cache or a crawler is told to wait when the API named none. */
const RETRY_AFTER_SECONDS = 5

/** The wait the API asked for (`Retry-After` in seconds, 1 to 120), else ours. */
const retryAfterOf = (error: StorefrontError) => {
  const answer = (error.cause as { response?: Response } | undefined)?.response
  const asked = Number(answer?.headers.get('Retry-After'))
  return Number.isInteger(asked) && asked >= 1 && asked <= 120 ? asked : RETRY_AFTER_SECONDS
}

const whatHappened = (error: StorefrontError) => {
  if (error.status !== 0) return `the API answered ${error.status}`
  const cause = error.cause as { name?: string; message?: string } | undefined
  return cause?.name === 'TimeoutError'
    ? 'the API did not answer in time'
    : `the API could not be reached (${cause?.message ?? error.message})`
}

const told = new WeakSet<Request>()
/** The wait each failed page says (its request's), for `withRetryAfter`. */
const waits = new WeakMap<Request, number>()

/**
 * A failed call to the API that means it is slow (past the page's deadline), busy (503, 429) or
 * down: the wait to tell the shopper (seconds), after one log line for the request, no stack.
 * Anything else: null.
 */
function unavailableWait(request: Request, error: unknown): number | null {
  if (!(error instanceof StorefrontError) || isContractError(error)) return null
  if (!UNAVAILABLE.has(error.status)) return null
  const retryAfter = retryAfterOf(error)
  // Once for the page, whether its action or its loaders met the API so.
  const page = pageRequestOf(request)
  waits.set(page, Math.max(waits.get(page) ?? 0, retryAfter))
  if (!told.has(page) && !page.signal.aborted) {
    told.add(page)
    const { pathname } = new URL(page.url)
    console.warn(`[storefront] ${page.method} ${pathname}: 503, ${whatHappened(error)}`)
  }
  return retryAfter
}

/**
 * A failed call to the API, seen by a page's loader. When the API is slow, busy or down
 * (`unavailableWait`), the page becomes the shop's 503 in the shopper's language (the root's
 * error view, or an account section's) with `Retry-After`; a cache in front keeps serving its
 * stale copy meanwhile. Anything else is thrown on.
 */
export function unavailablePage(request: Request, error: unknown): never {
  const retryAfter = unavailableWait(request, error)
  if (retryAfter === null) throw error
  throw data({ retryAfter }, { status: 503, headers: { 'Retry-After': String(retryAfter) } })
}

/**
 * A form's answer when the API is slow, busy or down: 503 with `Retry-After`, and the shop's
 * "busy, try again in a moment" in the shopper's language for the form to show beside what was
 * typed. Null for any other failure (the form says what the API refused).
 */
export function unavailableForm(request: Request, error: unknown, language: Language) {
  const retryAfter = unavailableWait(request, error)
  if (retryAfter === null) return null
  return {
    title: shopMessages.translate(language, 'busy'),
    message: shopMessages.translate(language, 'busyRetry'),
    init: { status: 503, headers: { 'Retry-After': String(retryAfter) } },
  }
}

/** A 503 page says when to come back: the longest wait its calls were told, else ours. */
export function withRetryAfter(request: Request, response: Response): Response {
  if (response.status !== 503) return response
  const answer = new Response(response.body, response)
  answer.headers.set(
    'Retry-After',
    String(waits.get(pageRequestOf(request)) ?? RETRY_AFTER_SECONDS),
  )
  return answer
}
