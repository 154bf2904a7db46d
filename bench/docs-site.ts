// Measures the documentation site's home page as a reader's phone meets it: Lighthouse's mobile
// run (simulated slow 4G and a slower CPU), several times, and the bytes the page loads. Serves
// the built site (`pnpm docs:build` first) on a spare port, measures, and stops it.
// Run: pnpm bench:docs               (--runs 5 for more runs, --path /guides/cart/ for another page;
//                                    --write: into bench/results/docs-site.json, docs/performance.md)
import { join } from 'node:path'
import { startServer, stopServer, waitFor } from '../scripts/processes.ts'
import { type LighthouseFigures, lighthouseMobile } from './lighthouse.ts'
import { tableOf, writeResult } from './results.ts'

/** The bar for the docs home: performance ≥ 95, accessibility 100. */
const PERFORMANCE_BUDGET = 95
const ACCESSIBILITY_BUDGET = 100
const PORT = Number(process.env.DOCS_BENCH_PORT ?? 3893)
const site = `http://127.0.0.1:${PORT}`

const args = process.argv.slice(2)
const option = (name: string) => args.find((_, i) => args[i - 1] === name)
const runs = Number(option('--runs') ?? 3)
const path = option('--path') ?? '/'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const server = startServer(
  'docs-site',
  ['pnpm', 'exec', 'astro', 'preview', '--host', '127.0.0.1', '--port', String(PORT)],
  {
    cwd: join(import.meta.dirname, '..', 'docs-site'),
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
)
const stop = () => stopServer(server)
process.on('exit', stop)

try {
  await waitFor(`${site}${path}`, {
    name: 'The docs site (build it first: pnpm docs:build)',
    limitMs: 30_000,
  })
  const results: LighthouseFigures[] = []
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouseMobile(`${site}${path}`)
    results.push(result)
    console.log(
      `run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
    )
  }
  const m = (pick: (r: (typeof results)[number]) => number) => median(results.map(pick))
  const summary = {
    page: path,
    runs,
    'performance (median)': m((r) => r.performance),
    'accessibility (median)': m((r) => r.accessibility),
    'best practices': m((r) => r.bestPractices),
    SEO: m((r) => r.seo),
    'FCP ms': Math.round(m((r) => r.fcp)),
    'LCP ms': Math.round(m((r) => r.lcp)),
    'TBT ms': Math.round(m((r) => r.tbt)),
    CLS: m((r) => r.cls).toFixed(3),
    'bytes loaded (KiB)': (m((r) => r.bytes) / 1024).toFixed(1),
  }
  console.table([summary])
  if (args.includes('--write')) {
    writeResult('docs-site', {
      title: 'Documentation site',
      measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
      tables: [tableOf([summary])],
    })
  }
  const failed = [...new Set(results.flatMap((r) => r.failedAccessibility))]
  if (failed.length) console.log(`accessibility audits that failed: ${failed.join(', ')}`)
  const ok =
    summary['performance (median)'] >= PERFORMANCE_BUDGET &&
    summary['accessibility (median)'] >= ACCESSIBILITY_BUDGET
  console.log(
    ok
      ? `Within the bar: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}.`
      : `Below the bar: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}.`,
  )
  process.exitCode = ok ? 0 : 1
} finally {
  stop()
}
