import { createMemoryBackend } from '@matjar/testing'
import { describe, expect, it } from 'vitest'
import { formatTable } from '../src/report/table.ts'
import { runConformance } from '../src/run.ts'
import { brokenBackends } from './broken-backends.ts'

/**
 * The kit run in process against `@matjar/testing`'s in-memory backend (every call of the
 * contract, signing a customer up with the code it mails): it must pass it, and fail each of the
 * backends made from it that break one rule, naming that rule. CI runs the same over HTTP against
 * the reference API (scripts/conformance.ts).
 */
const check = (
  wrap: (inner: typeof fetch) => typeof fetch = (inner) => inner,
  staffToken?: string,
) => {
  const backend = createMemoryBackend()
  return runConformance({
    apiUrl: backend.url,
    fetch: wrap(backend.fetch),
    ...(staffToken ? { staffToken } : {}),
    account: { signUp: { code: async (email) => backend.codeFor(email) ?? '' } },
  })
}

describe('the conformance kit against the in-memory backend', () => {
  it('passes it, with a signed-up customer, checking every endpoint', async () => {
    const report = await check()
    expect(report.ok, formatTable(report)).toBe(true)
    expect(report.account).toBe('sign-up')
    // The staff's calls (`access: 'staff'`) need an identity the kit is not given: skipped, shown.
    const staff = report.endpoints.filter((row) => row.access === 'staff')
    expect(staff.map((row) => row.rules.served)).toEqual(staff.map(() => 'skip'))
    const others = report.endpoints.filter((row) => row.access !== 'staff')
    expect(others.every((row) => row.rules.served === 'pass')).toBe(true)
    expect(report.summary.passed).toBeGreaterThan(400)
  })

  it("checks the back office too when given the staff's token", async () => {
    const report = await check(undefined, 'matjar-test-staff-token')
    expect(report.ok, formatTable(report)).toBe(true)
    const staff = report.endpoints.filter((row) => row.access === 'staff')
    expect(staff.length).toBeGreaterThan(0)
    expect(staff.map((row) => [row.rules.served, row.rules.auth])).toEqual(
      staff.map(() => ['pass', 'pass']),
    )
  })

  for (const broken of brokenBackends) {
    it(`fails one that breaks a rule (${broken.name}), naming "${broken.rule}"`, async () => {
      const report = await check(broken.wrap)
      expect(report.ok).toBe(false)
      expect(report.rules.find((rule) => rule.id === broken.rule)?.failed).toBeGreaterThan(0)
      expect(formatTable(report)).toContain(`✗ [${broken.rule}]`)
    })
  }
})
