import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Endpoint, endpoints } from '@matjar/core/contract'
import { RULE_IDS, RULES, type RuleId } from '../rules.ts'
import type { Check, ConformanceReport, EndpointSummary, Outcome } from './report.ts'

/** The version of `@matjar/core` whose contract the kit carries. */
const contractVersion = (): string => {
  const url = import.meta.resolve('@matjar/core/package.json')
  return (JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as { version: string }).version
}

/** A failure outweighs a pass, a pass outweighs a skip. */
const worst = (outcomes: Outcome[]): Outcome | undefined =>
  outcomes.includes('fail')
    ? 'fail'
    : outcomes.includes('pass')
      ? 'pass'
      : outcomes.includes('skip')
        ? 'skip'
        : undefined

const count = (checks: Check[], outcome: Outcome) =>
  checks.filter((check) => check.outcome === outcome).length

/** The report of a run: totals, per rule, per endpoint, and every check. */
export function summarize(run: {
  apiUrl: string
  startedAt: string
  durationMs: number
  account: ConformanceReport['account']
  checks: Check[]
  /** The endpoints checked when the run was limited to some (`--only`). */
  only?: string[]
}): ConformanceReport {
  const { checks } = run
  const rules = RULE_IDS.map((id) => {
    const ofRule = checks.filter((check) => check.rule === id)
    return {
      id,
      title: RULES[id],
      passed: count(ofRule, 'pass'),
      failed: count(ofRule, 'fail'),
      skipped: count(ofRule, 'skip'),
    }
  })
  const table = Object.entries(endpoints as Readonly<Record<string, Endpoint>>).filter(
    ([name]) => run.only === undefined || run.only.includes(name),
  )
  const endpointRows = table.map(([name, endpoint]): EndpointSummary => {
    const own = checks.filter((check) => check.endpoint === name)
    const standing: Partial<Record<RuleId, Outcome>> = {}
    for (const id of RULE_IDS) {
      const outcome = worst(own.filter((check) => check.rule === id).map((check) => check.outcome))
      if (outcome) standing[id] = outcome
    }
    return {
      name,
      call: `${endpoint.method} ${endpoint.path}`,
      access: endpoint.access,
      rules: standing,
    }
  })
  const failed = count(checks, 'fail')
  return {
    ok: failed === 0,
    apiUrl: run.apiUrl,
    contractVersion: contractVersion(),
    startedAt: run.startedAt,
    durationMs: run.durationMs,
    account: run.account,
    ...(run.only ? { only: run.only } : {}),
    summary: { passed: count(checks, 'pass'), failed, skipped: count(checks, 'skip') },
    rules,
    endpoints: endpointRows,
    checks,
  }
}
