// Measures the reference storefront as a shopper's phone meets it: the JavaScript each route loads
// on first visit (gzip), and Lighthouse's mobile scores. Builds the storefront, starts it and the
// API (on a fresh embedded database) on spare ports, measures, and stops them.
// Run: pnpm bench:storefront            (add --no-build to reuse the last build)
//      pnpm bench:storefront --route cart=/en/cart   (override or add a route)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_FLAGS as FLAGS, lighthouseMobile } from './lighthouse.ts'

/** ARCHITECTURE.md: product page first-load JS ≤ 130 KiB gzip; Lighthouse mobile ≥ 98, CLS 0. */
const PRODUCT_JS_BUDGET_KIB = 130
const PERFORMANCE_BUDGET = 98

const API_PORT = 4390
const SHOP_PORT = 3390
const api = `http://127.0.0.1:${API_PORT}`
const shop = `http://127.0.0.1:${SHOP_PORT}`

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const routeOverrides = args.flatMap((arg, i) => (args[i - 1] === '--route' ? [arg] : []))

const kib = (bytes: number) => (bytes / 1024).toFixed(2)

function start(name: string, command: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group: stopping it stops pnpm's server child too, not only pnpm.
  const child = spawn(command[0]!, command.slice(1), {
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`))
  return child
}

async function waitFor(url: string, name: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${name} did not answer at ${url} within 2 minutes`)
}

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
  const found = new Map([
    ['home', '/'],
    ['listing', `/products/${category.path ?? category.slug}`],
    ['product', `/product/${product.id}`],
    ['cart', '/cart'],
  ])
  for (const override of routeOverrides) {
    const [name, path] = override.split('=')
    if (name && path) found.set(name, path)
  }
  return found
}

/** Every script the page fetched while loading, gzip-compressed as a server would send it. */
async function firstLoadJs(path: string) {
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
    const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' })
    const files = await Promise.all(scripts)
    return {
      status: response?.status() ?? 0,
      files: files.length,
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    }
  } finally {
    await browser.close()
  }
}

if (build) {
  console.log('Building the storefront…')
  const built = spawnSync('pnpm', ['--filter', '@matjar/example-storefront', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// Something left on these ports (an earlier run) would be measured instead of this build.
for (const url of [`${api}/health`, `${shop}/`]) {
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
  }),
]
const stop = () => {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
}
process.on('exit', stop)

try {
  await waitFor(`${api}/health`, 'The API')
  await waitFor(`${shop}/`, 'The storefront')
  const table: Record<string, unknown>[] = []
  for (const [name, path] of await routes()) {
    const js = await firstLoadJs(path)
    const lh = await lighthouseMobile(`${shop}${path}`)
    table.push({
      route: name,
      path,
      status: js.status,
      'JS files': js.files,
      'first-load JS (KiB gzip)': kib(js.gzip),
      'LH performance': lh.performance,
      'LH a11y': lh.accessibility,
      'LH best practices': lh.bestPractices,
      'LH SEO': lh.seo,
      CLS: lh.cls.toFixed(3),
      'LCP (ms)': Math.round(lh.lcp),
      'TBT (ms)': Math.round(lh.tbt),
      budget:
        (name === 'product' && js.gzip / 1024 > PRODUCT_JS_BUDGET_KIB) ||
        lh.performance < PERFORMANCE_BUDGET ||
        lh.cls > 0
          ? 'over'
          : 'within',
    })
  }
  console.table(table)
  console.log(
    `Budgets (ARCHITECTURE.md): product page first-load JS ≤ ${PRODUCT_JS_BUDGET_KIB} KiB gzip; Lighthouse mobile performance ≥ ${PERFORMANCE_BUDGET} and CLS 0 on every route. Lighthouse runs its simulated mobile throttling; scores on this shared machine vary by a few points between runs.`,
  )
  stop()
  // Lighthouse leaves handles open: leave once the figures are out.
  process.exit(0)
} catch (error) {
  console.error(error)
  stop()
  process.exit(1)
}
