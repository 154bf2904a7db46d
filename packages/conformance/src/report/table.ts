import { RULE_IDS, RULES, type RuleId } from '../rules.ts'
import type { Check, ConformanceReport, Outcome } from './report.ts'

const MARK: Record<Outcome, string> = { pass: '✓', fail: '✗', skip: '·' }

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length))

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n')

/** Skipped checks grouped by why, most frequent first. */
const skipReasons = (checks: Check[]) => {
  const reasons = new Map<string, number>()
  for (const check of checks) {
    if (check.outcome !== 'skip') continue
    const reason = check.detail ?? ''
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
  }
  return [...reasons].sort((a, b) => b[1] - a[1])
}

/**
 * The report as a person reads it in a terminal or a CI log: one row per endpoint, one column per
 * rule (✓ conforms, ✗ fails, · skipped, blank not concerned), then each failure with why, the
 * reasons for skipping, and the totals.
 */
export function formatTable(
  report: ConformanceReport,
  options: { verbose?: boolean } = {},
): string {
  const lines: string[] = []
  lines.push(
    `Matjar conformance of ${report.apiUrl} (contract of @matjar/core ${report.contractVersion})`,
  )
  if (report.only) {
    lines.push(
      `Checked only ${report.only.length} of the contract's calls (--only): the others were not called.`,
    )
  }
  lines.push('')
  const callWidth = Math.max(...report.endpoints.map((row) => row.call.length), 4) + 2
  const widths = RULE_IDS.map((id) => Math.max(id.length, 1) + 2)
  lines.push(
    pad('Call', callWidth) +
      RULE_IDS.map((id, i) => pad(id, widths[i]!))
        .join('')
        .trimEnd(),
  )
  for (const row of report.endpoints) {
    const cells = RULE_IDS.map((id, i) => {
      const outcome = row.rules[id]
      return pad(outcome ? MARK[outcome] : '', widths[i]!)
    })
    lines.push((pad(row.call, callWidth) + cells.join('')).trimEnd())
  }
  const general = report.checks.filter((check) => check.endpoint === null)
  if (general.length > 0) {
    lines.push('')
    for (const check of general) lines.push(`${MARK[check.outcome]} ${check.rule}: ${check.title}`)
  }

  const failures = report.checks.filter((check) => check.outcome === 'fail')
  if (failures.length > 0) {
    lines.push('', `Failures (${failures.length}):`)
    for (const check of failures) {
      lines.push(`  ✗ [${check.rule}] ${check.call}: ${check.title}`)
      if (check.detail) lines.push(indent(check.detail, '      '))
    }
  }
  const skipped = skipReasons(report.checks)
  if (skipped.length > 0) {
    lines.push('', `Skipped (${report.summary.skipped}):`)
    for (const [reason, times] of skipped)
      lines.push(`  · ${times} × ${reason || 'no reason given'}`)
    if (options.verbose) {
      for (const check of report.checks.filter((c) => c.outcome === 'skip')) {
        lines.push(`      ${check.call} [${check.rule}] ${check.title}`)
      }
    }
  }

  lines.push('', 'Rules:')
  for (const rule of report.rules) {
    const mark = rule.failed > 0 ? MARK.fail : rule.passed > 0 ? MARK.pass : MARK.skip
    const counts = `${rule.passed} passed, ${rule.failed} failed, ${rule.skipped} skipped`
    lines.push(`  ${mark} ${pad(rule.id, 11)} ${RULES[rule.id as RuleId]} (${counts})`)
  }
  const { passed, failed, skipped: skips } = report.summary
  const seconds = (report.durationMs / 1000).toFixed(1)
  lines.push('')
  const failedRules = report.rules.filter((rule) => rule.failed > 0).map((rule) => rule.id)
  lines.push(
    report.ok
      ? `Conforms: ${passed} checks passed, ${skips} skipped, in ${seconds} s.`
      : `Does not conform: ${failed} failed (rules: ${failedRules.join(', ')}), ${passed} passed, ${skips} skipped, in ${seconds} s.`,
  )
  return lines.join('\n')
}
