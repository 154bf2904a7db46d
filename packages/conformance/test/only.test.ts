import { createMemoryBackend } from '@matjar/testing'
import { describe, expect, it } from 'vitest'
import type { ConformanceReport } from '../src/report/report.ts'
import { formatTable } from '../src/report/table.ts'
import { runConformance } from '../src/run.ts'
import { brokenBackends } from './broken-backends.ts'
import { isCallOf, servingOnly } from './partial-backend.ts'

const ONLY = ['catalogue', 'cart']

/**
 * A backend that serves only the catalogue and the cart (the in-memory one, every other call
 * answered 404 as an unknown path), checked with `only`; every request it receives is kept.
 */
const checkPartial = async (
  options: { only?: string[]; broken?: (inner: typeof fetch) => typeof fetch } = {},
) => {
  const backend = createMemoryBackend()
  const requests: string[] = []
  const partial = servingOnly(ONLY)(backend.fetch)
  const counted: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
    return partial(request)
  }
  const report = await runConformance({
    apiUrl: backend.url,
    fetch: options.broken ? options.broken(counted) : counted,
    account: { signUp: { code: async (email) => backend.codeFor(email) ?? '' } },
    ...(options.only ? { only: options.only } : {}),
  })
  return { report, requests }
}

/** Every line of every failure starts with the request it is about: `GET /data/… answered …`. */
const expectRequestsNamed = (report: ConformanceReport, label: string) => {
  const failed = report.checks.filter((check) => check.outcome === 'fail')
  expect(failed.length, label).toBeGreaterThan(0)
  for (const check of failed) {
    for (const line of (check.detail ?? '').split('\n')) {
      if (line.startsWith('… and ')) continue
      expect(line, `${label}: ${check.call} ${check.title}`).toMatch(
        /^(GET|POST|PUT|PATCH|DELETE) \/\S* /,
      )
    }
  }
}

describe('the conformance kit limited to part of the contract (only)', { timeout: 60_000 }, () => {
  it('passes a backend that serves only the catalogue and the cart, calling nothing else', async () => {
    const { report, requests } = await checkPartial({ only: ONLY })
    expect(report.ok, formatTable(report)).toBe(true)
    expect(report.summary.passed).toBeGreaterThan(100)
    // The report lists the families' calls only, and each of them was checked.
    const tags = report.endpoints.map((row) => row.call)
    expect(tags).toContain('GET /data/products')
    expect(tags).toContain('POST /actions/product/add-to-cart')
    expect(tags).not.toContain('GET /auth/profile')
    expect(report.endpoints.every((row) => row.rules.served === 'pass')).toBe(true)
    // No request went anywhere else but the path the kit asks to see what "unknown" looks like.
    const serves = isCallOf(ONLY)
    const elsewhere = requests.filter((line) => {
      const [method, path] = line.split(' ') as [string, string]
      return !serves(method, path) && !path.startsWith('/conformance-kit/no-such-path-')
    })
    expect(elsewhere).toEqual([])
    // The language rule was checked on a call of the cart, not skipped.
    const language = report.checks.filter((check) => check.rule === 'language')
    expect(language.filter((check) => check.outcome === 'pass').length).toBeGreaterThan(3)
  })

  it('fails the same backend checked whole: it does not serve the rest', async () => {
    const { report } = await checkPartial()
    expect(report.ok).toBe(false)
    expect(report.rules.find((rule) => rule.id === 'served')?.failed).toBeGreaterThan(10)
    expectRequestsNamed(report, 'checked whole')
  })

  it('fails it when one answer is wrong, naming the request and the value', async () => {
    const cartWithoutItems = brokenBackends.find((broken) => broken.name === 'cart-without-items')!
    const { report } = await checkPartial({ only: ONLY, broken: cartWithoutItems.wrap })
    expect(report.ok).toBe(false)
    const failed = report.checks.filter((check) => check.outcome === 'fail')
    expect(failed.map((check) => check.rule)).toContain('fields')
    const fields = failed.find((check) => check.rule === 'fields')!
    expect(fields.detail).toMatch(
      /^GET \/data\/product\/cart\?uuid=[0-9a-f-]{36}: data\.items is missing \(Cart lists `items`\)$/m,
    )
  })

  it('refuses a name that is neither a family nor an endpoint', async () => {
    await expect(runConformance({ apiUrl: 'http://shop.test', only: ['basket'] })).rejects.toThrow(
      /"basket" is neither a family of the contract \(cart, checkout, account/,
    )
  })
})

describe('failure messages', { timeout: 60_000 }, () => {
  for (const broken of brokenBackends) {
    it(`name the request and what it got, for every failure (${broken.name})`, async () => {
      const backend = createMemoryBackend()
      const report = await runConformance({
        apiUrl: backend.url,
        fetch: broken.wrap(backend.fetch),
        account: { signUp: { code: async (email) => backend.codeFor(email) ?? '' } },
      })
      expectRequestsNamed(report, broken.name)
    })
  }
})
