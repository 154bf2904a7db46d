// The benches' figures as JSON (bench/results/<bench>.json), and docs/performance.md made from
// them: the page is generated, never edited by hand. What the figures mean, what was tried and
// what was decided stays in docs/decisions.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Table {
  /** A line above the table. */
  caption?: string
  header: string[]
  rows: string[][]
}

export interface BenchResult {
  title: string
  /** When the figures were measured (ISO date or date and time, UTC). */
  measured: string
  tables: Table[]
  /** Lines below the tables. */
  notes?: string[]
  /** Set when the figures were copied from a bench's printed output, not written by it. */
  transcribed?: string
}

const root = join(import.meta.dirname, '..')
const resultsDir = join(root, 'bench', 'results')
export const performanceDoc = join(root, 'docs', 'performance.md')

/** Each bench's page section: its file, command and how it measures (the method, not verdicts). */
const SECTIONS: { file: string; command: string; method: string }[] = [
  {
    file: 'package-size',
    command: 'pnpm bench:size',
    method: `\`bench/package-size.ts\` builds and packs the three packages, installs the **tarballs** with npm into a fresh app beside \`@shopify/hydrogen-react\` and \`@medusajs/js-sdk\`, and builds each case there with Vite for production (minified, tree-shaken, dependencies included, React left out as the app's own). What counts is what a page loads first: the entry and the chunks it imports statically, gzipped at level 9. \`--check\` (run by \`npm test\`) fails when a budget is exceeded.`,
  },
  {
    file: 'consumer-first-load',
    command: 'pnpm bench:consumers',
    method: `\`bench/consumer-first-load.ts\` sets up the Vite, Next.js and React Router apps of \`examples/consumers\` as \`scripts/consumers.ts\` does (packages built and packed, each app installed from the **tarballs** with npm and built for production), once at this commit and once at a baseline commit checked out with \`git worktree add\` (by default the last commit before issue 34's work), with the same framework versions. Each app is served and its home page read as a browser would: the page's scripts, module preloads and their static imports (not chunks behind a dynamic \`import()\`), gzipped at level 9 as \`pnpm bench:size\` counts them. The bar: no app more than 1 KiB above the baseline.`,
  },
  {
    file: 'consumer-scope',
    command: 'pnpm bench:consumers (--scope-only for this table alone)',
    method: `\`bench/consumer-scope.ts\` builds the four Vite 8 apps of \`bench/scope-apps\` in one run, installed together with npm: a bare React 19 app, and the same scope (a provider, 12 products with Add, the cart's lines and its total) with Matjar (its packages' **tarballs**), \`@shopify/hydrogen-react\` and \`@medusajs/js-sdk\` (from the registry). Each is served and its page read as a browser would (scripts, module preloads and their static imports, gzip level 9), and given over the bare app. The Matjar app then runs in Chromium against \`@matjar/testing\`'s in-memory backend, and every script its first Add fetches is counted. The bar (issue 45): Matjar's first page at or below Hydrogen-react's, and the first Add ≤ 15 KiB.`,
  },
  {
    file: 'storefront',
    command: 'pnpm bench:storefront',
    method: `\`bench/storefront.ts\` builds the storefront and the **floor app** (\`bench/floor-app\`: a React Router app with a bare root and the product route only, same versions, served the same way, reading the same API). For each route it sums the JavaScript Chromium fetched until the network was idle (gzip level 9), runs Lighthouse 13 (mobile, simulated throttling) several times and keeps the median of each figure, then loads the product page of each app with autocannon. Budgets ([architecture](architecture.md#budgets-and-fixed-parameters)): every page at most 140 KiB; the product page's Lighthouse performance within 3 points of the floor's; CLS 0; accessibility 100; LCP within 2.5 s.`,
  },
  {
    file: 'api-throughput',
    command: 'pnpm bench:api',
    method: `\`bench/api-throughput.ts\` starts a bare Hono app (\`examples/api/bench/bare-hono.ts\`: one JSON route on the same Node adapter) and the Storefront API as separate processes, loads each with autocannon in turn and prints requests per second and the ratio to bare Hono. \`DATABASE_URL=… pnpm bench:api\` runs the API on PostgreSQL. Budget: product details at least 0.15 of bare Hono on PostgreSQL.`,
  },
  {
    file: 'scale',
    command: 'pnpm bench:scale',
    method: `\`bench/scale.ts\` grows one PostgreSQL database per size with the API's own generator (\`SEED_SIZE\`, \`examples/api/src/db/grow-shop.ts\`: English and Arabic names, some typed informally, with diacritics, tatweel or Arabic-Indic digits; 0–3 selections, 2–3 specifications and 0–20 reviews a product; N/2 customers and N×5 orders of 1–5 lines in every status; then \`VACUUM ANALYZE\`, as a real shop's autovacuum gives), starts an API on each with its in-memory answers off, and sends every shopper call to one and the other in turn, one request at a time, each request varied (page size, language, category, sort, product, word: \`bench/scale-calls.ts\`; eight kinds of search: one English or Arabic word, two words, a word narrowed by price, rating and best sellers, a word with offers by price, a full name with a typo, English spellings of Arabic words and broken plurals, words no product holds together). The machine's load average is noted: on a shared machine it moves every figure. Targets ([architecture](architecture.md#budgets-and-fixed-parameters)): every call's p95 at 100,000 products at most 100 ms and at most 3× its p95 at 1,000, none failing; the API starts in under 10 s on the large shop.`,
  },
  {
    file: 'load',
    command: 'pnpm bench:load',
    method: `\`bench/load.ts\` runs the shop as a merchant would on one machine: API processes on one PostgreSQL (the shop grown to \`--size\` products, then \`VACUUM ANALYZE\`), the built storefront, and the project's nginx in front of it (\`examples/storefront/deploy\`). A closed loop of 10, 50 and 200 connections (\`bench/load-run.ts\`: each sends its next request when the last answered; a client waits 20 s at most) sends the shopper mix: to the API directly (\`bench/scale-calls.ts\`' calls; one replica, two replicas with the connections split between them, then one with its in-memory answers on), to the storefront directly, and through nginx with pages it keeps (hits) and with a new address each time (misses); one request in ten is a guest's cart add through the shop's \`/api\`. Latencies are all kept (exact percentiles); answers are counted by status, and a 503 must carry \`Retry-After\`. The bar ([architecture](architecture.md#budgets-and-fixed-parameters)): at 200 connections of uncached reads, p99 at most 4 s and only 2xx or 503 answers. When a server dies the run stops with the figures so far.`,
  },
  {
    file: 'rolling-restart',
    command: 'pnpm bench:rolling-restart',
    method: `\`bench/rolling-restart.ts\` runs two API processes on one PostgreSQL behind an nginx upstream, two built storefronts calling it, and the project's nginx template with both storefronts in its upstream. Shoppers send, through nginx, a guest cart add by the shop's \`/api\` (with its \`Idempotency-Key\` and the CSRF pair, as the SDK sends it) then a page nginx cannot keep, and so on; an add not answered 2xx is sent again with its key, as a shopper's retry. Meanwhile one storefront gets SIGTERM, is waited for and started again, then one API process the same. Answers are counted by the phase their request started in; at the end every cart must hold exactly the adds answered 2xx. The bar (issue 42): no 502 for a request already started, no add lost or doubled, each process gone within 30 s of SIGTERM.`,
  },
  {
    file: 'docs-site',
    command: 'pnpm bench:docs',
    method: `\`bench/docs-site.ts\` serves the built site (\`pnpm docs:build\`) and runs Lighthouse's mobile configuration on its pages, giving the median of its runs. The bar: performance at least 95, accessibility 100.`,
  },
]

/** A Markdown table with its columns padded, as the formatter writes them. */
export const markdownTable = ({ header, rows }: Table): string => {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

/** Wraps a paragraph at 100 columns, as the rest of docs/ is written. */
const wrap = (text: string): string => {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > 100) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  return [...lines, current].join('\n')
}

const readResult = (file: string): BenchResult | null => {
  try {
    return JSON.parse(readFileSync(join(resultsDir, `${file}.json`), 'utf8')) as BenchResult
  } catch {
    return null
  }
}

/** docs/performance.md, from the results there are. */
export const renderPerformanceDoc = (): string => {
  const parts = [
    '# Performance',
    '',
    wrap(
      'The latest figures of each bench, generated from `bench/results/*.json` by `node bench/performance-doc.ts` (a bench run with `--write` writes its JSON and this page). Do not edit this page by hand. What the figures mean, what was tried and what was kept: [decisions](decisions.md#performance-what-the-measurements-showed).',
    ),
  ]
  for (const section of SECTIONS) {
    const result = readResult(section.file)
    if (!result) continue
    parts.push('', `## ${result.title}`, '', wrap(`\`${section.command}\`: ${section.method}`))
    parts.push('', `Measured ${result.measured}.`)
    if (result.transcribed) parts.push('', wrap(`(${result.transcribed})`))
    for (const table of result.tables) {
      if (table.caption) parts.push('', wrap(table.caption))
      parts.push('', markdownTable(table))
    }
    for (const note of result.notes ?? []) parts.push('', wrap(note))
  }
  return `${parts.join('\n')}\n`
}

/** Rows of objects (as `console.table` prints them) as a table of strings. */
export const tableOf = (objects: Record<string, unknown>[], caption?: string): Table => ({
  ...(caption ? { caption } : {}),
  header: Object.keys(objects[0] ?? {}),
  rows: objects.map((row) => Object.values(row).map(String)),
})

/** Writes one bench's figures, then the page made from all of them. */
export const writeResult = (file: string, result: BenchResult) => {
  writeFileSync(join(resultsDir, `${file}.json`), `${JSON.stringify(result, null, 2)}\n`)
  writeFileSync(performanceDoc, renderPerformanceDoc())
  console.log(`Written bench/results/${file}.json and docs/performance.md.`)
}
