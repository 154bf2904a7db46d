import { RULES } from '../rules.ts'
import type { ConformanceReport } from './report.ts'

/** XML 1.0 has no place for control characters other than tab, newline and return, even escaped. */
const allowedInXml = (character: string) => {
  const code = character.codePointAt(0) ?? 0
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d
}

const xmlText = (text: string) =>
  [...text]
    .filter(allowedInXml)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/**
 * The report as JUnit XML, which CI systems show as tests: one test suite per rule, one test case
 * per check (named by call and check), failures with their detail, skips as skipped.
 */
export function toJunitXml(report: ConformanceReport): string {
  const seconds = (report.durationMs / 1000).toFixed(3)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Matjar conformance of ${xmlText(report.apiUrl)}" tests="${report.checks.length}" failures="${report.summary.failed}" skipped="${report.summary.skipped}" time="${seconds}">`,
  ]
  for (const rule of report.rules) {
    const checks = report.checks.filter((check) => check.rule === rule.id)
    if (checks.length === 0) continue
    lines.push(
      `  <testsuite name="${xmlText(`${rule.id}: ${RULES[rule.id]}`)}" tests="${checks.length}" failures="${rule.failed}" skipped="${rule.skipped}">`,
    )
    for (const check of checks) {
      const name = xmlText(`${check.call}: ${check.title}`)
      const open = `    <testcase classname="${xmlText(rule.id)}" name="${name}"`
      if (check.outcome === 'pass') {
        lines.push(`${open}/>`)
        continue
      }
      const detail = xmlText(check.detail ?? '')
      lines.push(`${open}>`)
      lines.push(
        check.outcome === 'fail'
          ? `      <failure message="${xmlText((check.detail ?? '').split('\n')[0] ?? '')}">${detail}</failure>`
          : `      <skipped message="${detail}"/>`,
      )
      lines.push('    </testcase>')
    }
    lines.push('  </testsuite>')
  }
  lines.push('</testsuites>', '')
  return lines.join('\n')
}
