import { describe, expect, it } from 'vitest'
import { toJunitXml } from './junit.ts'
import { Recorder } from './report.ts'
import { summarize } from './summarize.ts'
import { formatTable } from './table.ts'

const reportOf = (recorder: Recorder) =>
  summarize({
    apiUrl: 'http://shop.test',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1234,
    account: 'none',
    checks: recorder.all(),
  })

describe('the report', () => {
  it('folds the answers of an endpoint into one check per rule, keeping the failures', () => {
    const recorder = new Recorder()
    recorder.observe('getCart', 'GET /data/product/cart', 'money')
    recorder.observe(
      'getCart',
      'GET /data/product/cart',
      'money',
      'data.sub_total is 144 (integer)',
    )
    const report = reportOf(recorder)
    expect(report.checks).toEqual([
      {
        endpoint: 'getCart',
        call: 'GET /data/product/cart',
        rule: 'money',
        title: 'every answer (2) writes money as a string with two decimals',
        outcome: 'fail',
        detail: 'data.sub_total is 144 (integer)',
      },
    ])
    expect(report.ok).toBe(false)
    expect(report.endpoints.find((row) => row.name === 'getCart')?.rules).toEqual({ money: 'fail' })
    expect(report.rules.find((rule) => rule.id === 'money')).toMatchObject({ passed: 0, failed: 1 })
  })

  it('prints a table whose failures and last line name the rule', () => {
    const recorder = new Recorder()
    recorder.record({
      endpoint: 'addToCart',
      call: 'POST /actions/product/add-to-cart',
      rule: 'refusals',
      title: 'refuses a quantity of 0',
      outcome: 'fail',
      detail: 'expected 422, got 200',
    })
    recorder.record({
      endpoint: 'getCart',
      call: 'GET /data/product/cart',
      rule: 'language',
      title: 'speaks Arabic',
      outcome: 'skip',
      detail: 'no test account',
    })
    const table = formatTable(reportOf(recorder))
    expect(table).toMatch(/^POST \/actions\/product\/add-to-cart +(?: +)?✗/m)
    expect(table).toContain(
      '✗ [refusals] POST /actions/product/add-to-cart: refuses a quantity of 0\n      expected 422, got 200',
    )
    expect(table).toContain('· 1 × no test account')
    expect(table.trim().split('\n').at(-1)).toBe(
      'Does not conform: 1 failed (rules: refusals), 0 passed, 1 skipped, in 1.2 s.',
    )
  })

  it('writes JUnit XML with a suite per rule, failures and skips, escaped', () => {
    const recorder = new Recorder()
    recorder.record({
      endpoint: null,
      call: 'API',
      rule: 'errors',
      title: 'answers <404> & "JSON"',
      outcome: 'fail',
      detail: 'got <html>\u0007',
    })
    recorder.record({
      endpoint: 'getCart',
      call: 'GET /data/product/cart',
      rule: 'served',
      title: 'is served',
      outcome: 'pass',
    })
    const xml = toJunitXml(reportOf(recorder))
    expect(xml).toContain(
      '<testsuites name="Matjar conformance of http://shop.test" tests="2" failures="1" skipped="0" time="1.234">',
    )
    expect(xml).toContain(
      '<testcase classname="errors" name="API: answers &lt;404&gt; &amp; &quot;JSON&quot;">',
    )
    expect(xml).toContain('<failure message="got &lt;html&gt;">got &lt;html&gt;</failure>')
    expect(xml).toContain('<testcase classname="served" name="GET /data/product/cart: is served"/>')
  })
})
