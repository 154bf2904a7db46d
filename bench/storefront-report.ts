// The figures of bench/storefront.ts as tables, each budget's verdict beside them
// (bench/results/storefront.json, from which docs/performance.md is generated).
import type { BenchResult } from './results.ts'

/**
 * docs/architecture.md ("Budgets"): every page ≤ 140 KiB gzip first-load JS; Lighthouse mobile performance of the
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

/** The figures as tables, with each budget's verdict (`bench/results/storefront.json`). */
export function describe(
  rows: Row[],
  floorRow: Row | undefined,
  ssr: { shop: Ssr; floor: Ssr },
  settings: { runs: number; connections: number; seconds: number },
): BenchResult {
  const { runs: RUNS, connections: SSR_CONNECTIONS, seconds: SSR_SECONDS } = settings
  const verdict = (row: Row) => {
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
    return row.app === 'floor' ? '—' : over.length ? `**over**: ${over.join(', ')}` : 'within'
  }
  return {
    title: 'Reference storefront',
    measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
    tables: [
      {
        caption: `Lighthouse figures are the median of ${RUNS} runs.`,
        header: [
          'App',
          'Route',
          'Path',
          'JS files',
          'First-load JS (KiB gzip)',
          'LH performance',
          'LH a11y',
          'LH best practices',
          'LH SEO',
          'CLS',
          'LCP (ms)',
          'TBT (ms)',
          'Image findings',
          'Budget',
        ],
        rows: rows.map((row) => [
          row.app,
          row.name,
          `\`${row.path}\``,
          String(row.files),
          row.kib.toFixed(2),
          String(row.performance),
          String(row.accessibility),
          String(row.bestPractices),
          String(row.seo),
          row.cls.toFixed(3),
          String(Math.round(row.lcp)),
          String(Math.round(row.tbt)),
          String(row.imageFindings),
          verdict(row),
        ]),
      },
      {
        caption: `Server rendering of the product page, ${SSR_CONNECTIONS} connections for ${SSR_SECONDS} s, same API:`,
        header: ['App', 'Pages/s', 'p99 (ms)', 'Failed', 'Ratio to the floor'],
        rows: [
          [
            'shop',
            String(Math.round(ssr.shop.rps)),
            String(ssr.shop.p99),
            String(ssr.shop.failed),
            (ssr.shop.rps / ssr.floor.rps).toFixed(2),
          ],
          [
            'floor',
            String(Math.round(ssr.floor.rps)),
            String(ssr.floor.p99),
            String(ssr.floor.failed),
            '1',
          ],
        ],
      },
    ],
  }
}
