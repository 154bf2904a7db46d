import { createOpenApiDocument, type Endpoint } from '@matjar/core/contract'
import { Probe } from './probe.ts'
import { type ConformanceReport, Recorder } from './report/report.ts'
import { summarize } from './report/summarize.ts'
import { type AccountOption, startSession } from './suite/account.ts'
import { checkCartRefusals } from './suite/cart-refusals.ts'
import { checkAddresses } from './suite/customer.ts'
import { askUnknownPath, findCartProduct } from './suite/discover.ts'
import { checkBadToken, checkLanguage } from './suite/language.ts'
import { checkLists } from './suite/lists.ts'
import { type Answers, checkReads } from './suite/reads.ts'
import { checkRefusals } from './suite/refusals.ts'
import { selectEndpoints } from './suite/select.ts'
import { checkServed } from './suite/served.ts'
import { checkCustomerCalls, checkGuestCalls } from './suite/spec-calls.ts'
import { expectStatus, failAt, runCheck, type Suite } from './suite/suite.ts'

export interface ConformanceOptions {
  /** Where the backend answers, e.g. `https://api.example.com`. */
  apiUrl: string
  /** How to become a customer; without it the customer's checks are skipped. */
  account?: AccountOption
  /** The staff's token (`X-Admin-Token`): the back office's calls are checked too. */
  staffToken?: string
  /** A `fetch` to use instead of the global one (an in-memory backend, a proxy). */
  fetch?: typeof fetch
  /** Milliseconds before one call is abandoned; 15 000 by default. */
  timeoutMs?: number
  /**
   * Checks only these families of the contract (`catalogue`, `cart` …, the API reference's
   * groups) or endpoints (`getCart`), for a backend that serves part of the contract: no other
   * call is made, and the report lists only these.
   */
  only?: readonly string[]
}

const forGuests = (endpoint: Endpoint) => endpoint.access !== 'customer'
const forCustomers = (endpoint: Endpoint) => endpoint.access === 'customer'

/**
 * Runs the conformance suite against a backend and reports, per endpoint and per rule, what
 * conforms to the contract of `@matjar/core`. Throws only when the backend cannot be reached.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = Date.now()
  const selected = selectEndpoints(options.only)
  if (typeof selected === 'string') throw new TypeError(selected)
  const recorder = new Recorder()
  const probe = new Probe({
    apiUrl: options.apiUrl,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    recorder,
    document: createOpenApiDocument(),
  })
  const unknownPath = await askUnknownPath(probe)
  const suite: Suite = {
    probe,
    recorder,
    unknownPath,
    served: new Map(),
    found: new Map(),
    product: null,
    noProductReason: '',
    selected,
    session: null,
    staffToken: options.staffToken ?? null,
    noSessionReason: '',
    unavailable: new Map(),
    check: async (endpoint, rule, title, run) => {
      if (endpoint !== null && !selected.has(endpoint)) return
      await runCheck(recorder, probe, endpoint, rule, title, run)
    },
  }
  await suite.check(
    null,
    'errors',
    'answers an unknown path with 404 and a JSON { message }',
    () => {
      expectStatus(unknownPath, 404)
      const message = (unknownPath.json as { message?: unknown } | undefined)?.message
      if (typeof message !== 'string' || message === '') failAt(unknownPath, 'no message')
    },
  )
  await checkServed(suite)
  await checkLanguage(suite)
  await checkBadToken(suite)
  const answers: Answers = new Map()
  await checkReads(suite, forGuests, answers)
  await checkLists(suite)
  const found = await findCartProduct(suite)
  suite.product = found.product
  suite.noProductReason = found.reason
  await checkRefusals(suite, forGuests)
  await checkGuestCalls(suite)
  await checkCartRefusals(suite)

  const { session, reason } = await startSession(suite, options.account)
  suite.session = session
  suite.noSessionReason = reason
  await checkAddresses(suite)
  await checkReads(suite, forCustomers, answers)
  await checkRefusals(suite, forCustomers)
  await checkCustomerCalls(suite)

  return summarize({
    apiUrl: options.apiUrl,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    account: session?.how ?? 'none',
    checks: recorder.all(),
    ...(options.only ? { only: [...selected] } : {}),
  })
}
