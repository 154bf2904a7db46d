// Measures the reference storefront as a shopper's phone meets it, beside the floor it is held to:
// a React Router app with a bare root and the product route only (bench/floor-app), built with the
// same settings, served the same way, reading the same API. For each route: the JavaScript loaded
// on first visit (every script until the network is idle, gzip level 9) and Lighthouse mobile
// (median of --runs, 5 by default); then server-rendering throughput of the product page at 16
// connections. Builds both apps, starts them and the API (fresh embedded database) on spare ports.
// Run: pnpm bench:storefront            (--no-build reuses the last builds; --runs 3; --write puts
//                                         the figures into bench/results/storefront.json and
//                                         docs/performance.md; --ssr-only skips the
//                                         browser and Lighthouse; --english-only leaves out the blog
//                                         and the Arabic addresses; --js-only measures the
//                                         first-load JS alone, file by file, no Lighthouse or
//                                         SSR, and exits 1 when a page is over the budget)
//      pnpm bench:storefront --route cart=/ar/cart   (override or add a route)
//      pnpm bench:storefront --only home,product     (those routes alone)
//      BENCH_API_PORT=4710 BENCH_SHOP_PORT=3710 …    (other ports; the floor app takes the next)
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { numberOption, startServer, waitFor, whileServersRun } from '../scripts/processes.ts'
import {
  CHROMIUM,
  CHROMIUM_FLAGS as FLAGS,
  type LighthouseFigures,
  lighthouseMobile as lighthouseOnce,
} from './lighthouse.ts'
import { markdownTable, writeResult } from './results.ts'
import { describe, JS_BUDGET_KIB, type Row } from './storefront-report.ts'

const SSR_CONNECTIONS = 16

// Spare ports, unless told others (several people measuring on one machine).
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4390)
const SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3390)
const FLOOR_PORT = SHOP_PORT + 1
const api = `http://127.0.0.1:${API_PORT}`
const shop = `http://127.0.0.1:${SHOP_PORT}`
const floor = `http://127.0.0.1:${FLOOR_PORT}`

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const write = args.includes('--write')
const ssrOnly = args.includes('--ssr-only')
const jsOnly = args.includes('--js-only')
const RUNS = numberOption('runs', 5)
const SSR_SECONDS = numberOption('seconds', 10)
const routeOverrides = args.flatMap((arg, i) => (args[i - 1] === '--route' ? [arg] : []))
/** `--only home,product`: measure those routes alone (the floor app's product page stays). */
const only = args.flatMap((arg, i) => (args[i - 1] === '--only' ? arg.split(',') : []))
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const start = (name: string, command: string[], env: NodeJS.ProcessEnv) =>
  startServer(name, command, { env })
// The API's first start on a machine photographs the seed shop: allow it five minutes.
const waitForServer = (url: string, name: string) =>
  waitFor(url, { name, limitMs: 300_000, anyAnswer: true })

/** Home, the first category's listing, its first product and the cart, unless overridden. */
async function routes(): Promise<Map<string, string>> {
  type Item = { id: number; slug?: string; path?: string }
  const first = async (path: string): Promise<Item> => {
    const { data } = (await (await fetch(`${api}${path}`)).json()) as {
      data: Item[] | { items: Item[] }
    }
    const item = (Array.isArray(data) ? data : data.items)[0]
    if (!item) throw new Error(`${path} listed nothing`)
    return item
  }
  const category = await first('/data/categories')
  const product = await first('/data/products?per_page=1')
  const post = await first('/data/blogs?per_page=1')
  const found = new Map([
    ['home', '/'],
    ['listing', `/products/${category.path ?? category.slug}`],
    ['product', `/product/${product.id}`],
    ['cart', '/cart'],
  ])
  // Search engines read both languages: the public pages again at their Arabic addresses.
  if (!args.includes('--english-only')) {
    found.set('blog', `/blogs/${post.slug}`)
    for (const name of ['home', 'listing', 'product', 'blog']) {
      found.set(`${name} (ar)`, `/ar${found.get(name) === '/' ? '' : found.get(name)}`)
    }
  }
  for (const override of routeOverrides) {
    const [name, path] = override.split('=')
    if (name && path) found.set(name, path)
  }
  if (only.length > 0) for (const name of found.keys()) if (!only.includes(name)) found.delete(name)
  return found
}

/** Every script the page fetched while loading, gzip-compressed as a server would send it. */
async function firstLoadJs(origin: string, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
  try {
    const page = await browser.newPage()
    const scripts: Promise<{ url: string; gzip: number }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      )
    })
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    const files = await Promise.all(scripts)
    return {
      status: response?.status() ?? 0,
      files: files.length,
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      byFile: files.map((file) => ({ file: new URL(file.url).pathname, kib: file.gzip / 1024 })),
    }
  } finally {
    await browser.close()
  }
}

/** Lighthouse `RUNS` times; each figure is the median of its runs. */
async function lighthouseMobile(url: string) {
  const runs: LighthouseFigures[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url))
  const of = (
    key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'cls' | 'lcp' | 'tbt',
  ) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    cls: of('cls'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    // The most any run flagged: a picture flagged once is a finding.
    imageFindings: Math.max(...runs.map((run) => run.imageFindings)),
  }
}

/** Pages rendered per second on the server at `SSR_CONNECTIONS` connections, and p99 latency. */
async function ssrThroughput(url: string) {
  const result = await autocannon({ url, connections: SSR_CONNECTIONS, duration: SSR_SECONDS })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

if (build) {
  for (const app of ['@matjar/example-storefront', '@matjar/bench-floor-app']) {
    console.log(`Building ${app}…`)
    const built = spawnSync('pnpm', ['--filter', app, 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
}

// Something left on these ports (an earlier run) would be measured instead of this build.
for (const url of [`${api}/health`, `${shop}/`, `${floor}/`]) {
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  ) {
    console.error(`${url} already answers: stop whatever runs there and measure again.`)
    process.exit(1)
  }
}

const children = [
  start('api', ['pnpm', '--filter', '@matjar/example-api', 'start'], {
    PORT: String(API_PORT),
    PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-bench-')),
    DATABASE_URL: '',
    TRUSTED_PROXIES: 'loopback',
  }),
  start('storefront', ['pnpm', '--filter', '@matjar/example-storefront', 'start'], {
    PORT: String(SHOP_PORT),
    API_URL: api,
    PUBLIC_URL: shop,
  }),
  start('floor', ['pnpm', '--filter', '@matjar/bench-floor-app', 'start'], {
    PORT: String(FLOOR_PORT),
    API_URL: api,
  }),
]

await whileServersRun(children, async () => {
  await waitForServer(`${api}/health`, 'The API')
  await waitForServer(`${shop}/`, 'The storefront')
  await waitForServer(`${floor}/`, 'The floor app')
  const measured = [...(await routes())].map(([name, path]) => ({
    app: 'shop',
    origin: shop,
    name,
    path,
  }))
  const product = measured.find((route) => route.name === 'product')!
  measured.push({ app: 'floor', origin: floor, name: 'product', path: product.path })
  if (jsOnly) {
    let over = 0
    for (const route of measured) {
      const js = await firstLoadJs(route.origin, route.path)
      const kib = js.gzip / 1024
      if (route.app === 'shop' && kib > JS_BUDGET_KIB) over++
      console.log(
        `${route.app} ${route.name} ${route.path}: ${kib.toFixed(1)} KiB in ${js.files} files`,
      )
      for (const { file, kib } of js.byFile.sort((a, b) => b.kib - a.kib))
        console.log(`  ${kib.toFixed(1).padStart(6)}  ${file}`)
    }
    if (over > 0) throw new Error(`${over} page(s) over ${JS_BUDGET_KIB} KiB of first-load JS.`)
    return
  }
  const rows: Row[] = []
  for (const route of ssrOnly ? [] : measured) {
    const js = await firstLoadJs(route.origin, route.path)
    const lh = await lighthouseMobile(`${route.origin}${route.path}`)
    rows.push({ ...route, status: js.status, files: js.files, kib: js.gzip / 1024, ...lh })
  }
  const floorProduct = rows.find((row) => row.app === 'floor')
  const ssr = {
    shop: await ssrThroughput(`${shop}${product.path}`),
    floor: await ssrThroughput(`${floor}${product.path}`),
  }
  const report = describe(rows, floorProduct, ssr, {
    runs: RUNS,
    connections: SSR_CONNECTIONS,
    seconds: SSR_SECONDS,
  })
  for (const table of report.tables)
    console.log(`${table.caption ?? ''}\n\n${markdownTable(table)}\n`)
  if (write) writeResult('storefront', report)
})
