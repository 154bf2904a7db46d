import type { RuleId } from '../rules.ts'

export type Outcome = 'pass' | 'fail' | 'skip'

/** One check of the suite: what was asked of which call, under which rule, and how it went. */
export interface Check {
  /** The endpoint's name in the contract (`getCart`), or null for a check of the whole API. */
  endpoint: string | null
  /** `GET /data/product/cart`, or `API` for a check of the whole API. */
  call: string
  rule: RuleId
  title: string
  outcome: Outcome
  /** Why it failed or was skipped. */
  detail?: string
}

export interface RuleSummary {
  id: RuleId
  title: string
  passed: number
  failed: number
  skipped: number
}

/** An endpoint's standing per rule: `none` when no check of that rule concerned it. */
export interface EndpointSummary {
  name: string
  call: string
  access: string
  rules: Partial<Record<RuleId, Outcome>>
}

export interface ConformanceReport {
  /** True when no check failed. */
  ok: boolean
  apiUrl: string
  /** The version of `@matjar/core` whose contract was checked. */
  contractVersion: string
  startedAt: string
  durationMs: number
  /** How the customer checks got a session: none (skipped), a given token, a login, a sign-up. */
  account: 'none' | 'token' | 'login' | 'sign-up'
  /** The endpoints checked, when the run was limited to some (`--only`); every one otherwise. */
  only?: string[]
  summary: { passed: number; failed: number; skipped: number }
  rules: RuleSummary[]
  endpoints: EndpointSummary[]
  checks: Check[]
}

interface Observation {
  endpoint: string
  call: string
  rule: RuleId
  answers: number
  failures: string[]
}

/** The most failures of one automatic check kept in the report (the count is always exact). */
const KEPT_FAILURES = 5

/**
 * Collects the checks. Besides the explicit ones, every answer the suite receives is checked
 * against the contract (`observe`): those are folded into one check per endpoint and rule,
 * "every answer (n) …", so a report stays readable however many calls were made.
 */
export class Recorder {
  readonly checks: Check[] = []
  private readonly observations = new Map<string, Observation>()

  record(check: Check): void {
    this.checks.push(check)
  }

  observe(endpoint: string, call: string, rule: RuleId, failure?: string): void {
    const key = `${endpoint} ${rule}`
    const seen = this.observations.get(key) ?? { endpoint, call, rule, answers: 0, failures: [] }
    seen.answers += 1
    if (failure) seen.failures.push(failure)
    this.observations.set(key, seen)
  }

  /** The explicit checks followed by one check per observed endpoint and rule. */
  all(): Check[] {
    const observed = [...this.observations.values()].map((seen): Check => {
      const failed = seen.failures.length
      const kept = seen.failures.slice(0, KEPT_FAILURES)
      const more = failed > KEPT_FAILURES ? [`… and ${failed - KEPT_FAILURES} more`] : []
      return {
        endpoint: seen.endpoint,
        call: seen.call,
        rule: seen.rule,
        title: `every answer (${seen.answers}) ${OBSERVED_TITLES[seen.rule] ?? 'conforms'}`,
        outcome: failed ? 'fail' : 'pass',
        ...(failed ? { detail: [...kept, ...more].join('\n') } : {}),
      }
    })
    return [...this.checks, ...observed]
  }
}

const OBSERVED_TITLES: Partial<Record<RuleId, string>> = {
  status: 'has a status the contract documents for this call',
  shape: "matches the contract's schema",
  fields: 'carries every field of its schema',
  money: 'writes money as a string with two decimals',
  errors: 'of a failure is a JSON body with a message (and errors per field on 422)',
}
