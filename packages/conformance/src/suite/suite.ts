import { type Answer, answered } from '../answer/answer.ts'
import type { Probe } from '../probe.ts'
import type { Recorder } from '../report/report.ts'
import type { RuleId } from '../rules.ts'

/** Thrown inside a check: the check fails with this text. */
class CheckFailure extends Error {}
/** Thrown inside a check: the check is skipped, with this reason. */
class CheckSkipped extends Error {}

const fail = (detail: string): never => {
  throw new CheckFailure(detail)
}
export const skip = (reason: string): never => {
  throw new CheckSkipped(reason)
}

/** A product the cart checks can use: sold without selections, with stock to spare. */
export interface CartProduct {
  id: number
  stock: number
}

/** The customer the suite acts as, when it has one. */
export interface Session {
  token: string
  how: 'token' | 'login' | 'sign-up'
  /** A session the suite started itself, which it may end (logout). */
  own: boolean
}

export interface Suite {
  probe: Probe
  recorder: Recorder
  /** What an unknown path answers: a call that answers the same is not served. */
  unknownPath: Answer
  /** What each endpoint answered to the served check (a guest, an empty JSON body, in Arabic). */
  served: Map<string, Answer>
  /** Values of path parameters found on the way, by endpoint name then parameter. */
  found: Map<string, Record<string, string | number>>
  product: CartProduct | null
  /** Why there is no product, for the checks skipped without one. */
  noProductReason: string
  /**
   * The endpoints this run checks, by name (`--only`): no check of another one is run, and no
   * call of another one is made.
   */
  selected: ReadonlySet<string>
  session: Session | null
  /** The staff's token, when given: the back office's calls are checked with it. */
  staffToken: string | null
  /** Why there is no session, for the checks skipped without one. */
  noSessionReason: string
  /**
   * Endpoints the shop does not offer, by name, with why: a call on a path without parameters
   * answered with a 404 its contract documents (Google sign-in where it is not configured).
   */
  unavailable: Map<string, string>
  check(
    endpoint: string | null,
    rule: RuleId,
    title: string,
    run: () => Promise<void> | void,
  ): Promise<void>
}

/** Runs one check and records its outcome; an exception other than a skip is a failure. */
export const runCheck = async (
  recorder: Recorder,
  probe: Probe,
  endpoint: string | null,
  rule: RuleId,
  title: string,
  run: () => Promise<void> | void,
): Promise<void> => {
  const call = endpoint ? probe.callOf(endpoint) : 'API'
  try {
    await run()
    recorder.record({ endpoint, call, rule, title, outcome: 'pass' })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    const outcome = error instanceof CheckSkipped ? 'skip' : 'fail'
    recorder.record({ endpoint, call, rule, title, outcome, detail })
  }
}

/**
 * Fails unless the answer has one of the statuses. A 429 the suite did not ask for skips the
 * check instead: the backend's rate limit stood in the way, and a later run can make it.
 */
export const expectStatus = (answer: Answer, ...statuses: number[]) => {
  if (answer.status === 429 && !statuses.includes(429)) {
    skip(`rate limited (${answered(answer, 80)}): run again once the limit's window has passed`)
  }
  if (answer.location !== undefined) fail(answered(answer))
  if (!statuses.includes(answer.status)) {
    fail(`${answered(answer)}; expected ${statuses.join(' or ')}`)
  }
}

/**
 * Fails naming the request, its status and why, then the body it came with:
 * `GET /x?page=2 answered 200: meta.page is "2", not 2 (body {"message":""…})`.
 */
export const failAt = (answer: Answer, why: string): never => {
  if (answer.location !== undefined) fail(answered(answer))
  const body = answer.text.length > 120 ? `${answer.text.slice(0, 120)}…` : answer.text
  return fail(`${answer.request} answered ${answer.status}: ${why}${body ? ` (body ${body})` : ''}`)
}

/** Arabic letters: a message in Arabic has some. */
export const ARABIC = /[\u0600-\u06FF]/
