// The figures of bench/storefront.ts as Markdown, each budget's verdict beside them, and their
// place in docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs'

/**
 * ARCHITECTURE.md: every page ≤ 140 KiB gzip first-load JS; Lighthouse mobile performance of the
 * product page within 3 points of the floor app's; CLS 0; accessibility 100.
 */
export const JS_BUDGET_KIB = 140
const PERFORMANCE_BEHIND_FLOOR = 3
/** The largest picture (a product photo, the home's banner) is painted within 2.5 s. */
const LCP_BUDGET_MS = 2500

export interface Row {
  app: string
  name: string
  path: string
  status: number
  files: number
  kib: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  lcp: number
  tbt: number
  /** Pictures Lighthouse's image audits flag (size or format), the most any run flagged. */
  imageFindings: number
}

export interface Ssr {
  rps: number
  p99: number
  failed: number
}

/** The figures as a Markdown table, with each budget's verdict. */
export function describe(
  rows: Row[],
  floorRow: Row | undefined,
  ssr: { shop: Ssr; floor: Ssr },
  settings: { runs: number; connections: number; seconds: number },
) {
  const { runs: RUNS, connections: SSR_CONNECTIONS, seconds: SSR_SECONDS } = settings
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}; Lighthouse figures are the median of ${RUNS} runs.`,
    '',
    '| App | Route | Path | JS files | First-load JS (KiB gzip) | LH performance | LH a11y | LH best practices | LH SEO | CLS | LCP (ms) | TBT (ms) | Image findings | Budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of rows) {
    const over = [
      row.kib > JS_BUDGET_KIB ? `JS > ${JS_BUDGET_KIB}` : '',
      row.cls > 0 ? 'CLS > 0' : '',
      row.lcp > LCP_BUDGET_MS ? `LCP > ${LCP_BUDGET_MS} ms` : '',
      row.imageFindings > 0 ? 'pictures to improve' : '',
      row.accessibility < 100 ? 'a11y < 100' : '',
      row.app === 'shop' &&
      row.name === 'product' &&
      floorRow &&
      row.performance < floorRow.performance - PERFORMANCE_BEHIND_FLOOR
        ? `performance > ${PERFORMANCE_BEHIND_FLOOR} under the floor`
        : '',
    ].filter(Boolean)
    lines.push(
      `| ${row.app} | ${row.name} | \`${row.path}\` | ${row.files} | ${row.kib.toFixed(2)} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls.toFixed(3)} | ${Math.round(row.lcp)} | ${Math.round(row.tbt)} | ${row.imageFindings} | ${row.app === 'floor' ? '—' : over.length ? `**over**: ${over.join(', ')}` : 'within'} |`,
    )
  }
  lines.push(
    '',
    `Server rendering of the product page, ${SSR_CONNECTIONS} connections for ${SSR_SECONDS} s, same API:`,
    '',
    '| App | Pages/s | p99 (ms) | Failed | Ratio to the floor |',
    '| --- | --- | --- | --- | --- |',
    `| shop | ${Math.round(ssr.shop.rps)} | ${ssr.shop.p99} | ${ssr.shop.failed} | ${(ssr.shop.rps / ssr.floor.rps).toFixed(2)} |`,
    `| floor | ${Math.round(ssr.floor.rps)} | ${ssr.floor.p99} | ${ssr.floor.failed} | 1 |`,
  )
  return lines.join('\n')
}

/** Replaces what stands between the bench's markers in docs/performance.md. */
export function writeIntoDocs(report: string) {
  const file = new URL('../docs/performance.md', import.meta.url)
  const text = readFileSync(file, 'utf8')
  const start = '<!-- bench:storefront -->'
  const end = '<!-- /bench:storefront -->'
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < 0) throw new Error(`docs/performance.md has no ${start} … ${end} markers`)
  writeFileSync(file, `${text.slice(0, from + start.length)}\n\n${report}\n\n${text.slice(to)}`)
  console.log('Written into docs/performance.md.')
}
