/**
 * The same scope in Matjar and in its peers, in one run: four Vite apps of bench/scope-apps (a bare
 * React 19 app; Matjar's provider with 12 products from `useProducts`, Add, the cart's lines and
 * its total; the same with `@shopify/hydrogen-react`'s `ShopifyProvider`, `CartProvider`,
 * `useCart` and `Money`; the same with `@medusajs/js-sdk`), installed together with npm (Matjar's
 * packages from their **tarballs**, the peers from the registry at pinned versions) and each built
 * by Vite for production. Each app is served and its page read as a browser would (bench/
 * served-first-load.ts, gzip level 9); each figure is also given over the bare app. Then the Matjar
 * app runs in Chromium against `@matjar/testing`'s in-memory backend (served beside it) and the
 * JavaScript its first Add loads is counted: every script fetched from the click until the line
 * shows and the network is idle.
 * Used by bench/consumer-first-load.ts (`pnpm bench:consumers`; `--scope-only` runs this alone).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts'
import { packPackages, say } from '../scripts/consumer-apps.ts'
import { freePort } from '../scripts/processes.ts'
import type { Table } from './results.ts'
import { close, serve } from './scope-server.ts'
import { servedFirstLoad } from './served-first-load.ts'

const root = join(import.meta.dirname, '..')
/** The same versions as bench/package-size.ts and scripts/consumer-apps.ts. */
const SCOPE_PEERS = { '@shopify/hydrogen-react': '2026.4.4', '@medusajs/js-sdk': '2.21.2' }
const TOOLS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  // Never bundled: the bench's own browser and the in-memory backend it serves to the Matjar app.
}
const SCOPE_APPS = ['bare', 'matjar', 'hydrogen-react', 'medusa'] as const
type App = (typeof SCOPE_APPS)[number]
/** The bar of issue 45: the first Add loads at most this much more. */
const FIRST_ADD_LIMIT_KIB = 15

/** Installs the four apps in one folder (one node_modules) and builds each with Vite. */
function installAndBuild(work: string) {
  const tarballs = packPackages(root, ['core', 'react', 'ui', 'testing'], join(work, 'tarballs'))
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({ name: 'matjar-scope-apps', private: true, type: 'module' }),
  )
  const versions = Object.entries({ ...TOOLS, ...SCOPE_PEERS }).map(([name, v]) => `${name}@${v}`)
  say(`scope: npm install of the tarballs and ${versions.join(' ')}`)
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--legacy-peer-deps',
      ...tarballs,
      ...versions,
    ],
    { cwd: work, stdio: 'inherit' },
  )
  for (const app of SCOPE_APPS) {
    cpSync(join(root, 'bench', 'scope-apps', app), join(work, app), { recursive: true })
    say(`scope: ${app}: vite build`)
    execFileSync('node', [join(work, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: join(work, app),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
}

/** Gzip bytes (level 9) of every script Chromium fetches from `origin` while `during` runs. */
async function scriptsFetched(
  page: import('playwright-core').Page,
  origin: string,
  during: () => Promise<void>,
) {
  const files: Record<string, number> = {}
  const pending: Promise<void>[] = []
  const onResponse = (response: import('playwright-core').Response) => {
    const url = new URL(response.url())
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return
    pending.push(
      response.body().then((body) => {
        files[url.pathname] = gzipSync(body, { level: 9 }).length
      }),
    )
  }
  page.on('response', onResponse)
  await during()
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  await Promise.all(pending)
  return { bytes: Object.values(files).reduce((sum, bytes) => sum + bytes, 0), files }
}

/**
 * Where the Matjar app's entry chunk goes, module by module: Vite (the app's own) builds it again
 * in memory, each module's rendered code is gzipped alone and the figures scaled so that they add
 * up to the chunk's gzip bytes (gzip across modules packs better than each alone).
 */
async function attribution(work: string): Promise<{ module: string; bytes: number }[]> {
  const vite = (await import(
    pathToFileURL(join(work, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href
  )) as typeof import('vite')
  const result = await vite.build({
    root: join(work, 'matjar'),
    logLevel: 'error',
    build: { write: false },
  })
  const outputs = (
    Array.isArray(result) ? result : [result]
  ) as import('vite').Rollup.RollupOutput[]
  const entry = outputs
    .flatMap((output) => output.output)
    .find(
      (item): item is import('vite').Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
    )
  if (!entry) throw new Error('The Matjar app built no entry chunk')
  const alone = Object.entries(entry.modules).map(([id, rendered]) => ({
    module: id.replace(/^.*node_modules\//, '').replace(/^.*\/matjar\/src\//, 'app: src/'),
    bytes: rendered.code ? gzipSync(rendered.code, { level: 9 }).length : 0,
  }))
  const scale =
    gzipSync(entry.code, { level: 9 }).length / alone.reduce((sum, row) => sum + row.bytes, 0)
  return alone
    .map((row) => ({ ...row, bytes: row.bytes * scale }))
    .sort((a, b) => b.bytes - a.bytes)
}

/** What the Matjar app loads in Chromium: at first, and from its first Add until the line shows. */
async function matjarInBrowser(work: string, port: number) {
  const testing = (await import(
    pathToFileURL(join(work, 'node_modules', '@matjar', 'testing', 'dist', 'index.js')).href
  )) as typeof import('../packages/testing/src/index.ts')
  const backend = createMemoryBackend(testing)
  const server = await serve(join(work, 'matjar', 'dist'), port, backend)
  const origin = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    // The first listed product with stock and no colour to choose (the fixtures' first is sold out).
    const listed = (await (
      await backend.fetch(`${backend.url}/data/products?per_page=12`)
    ).json()) as {
      data: { items: { name: string; stock: number; has_selections: boolean }[] }
    }
    const product = listed.data.items.find((item) => item.stock > 0 && !item.has_selections)
    if (!product) throw new Error('The in-memory shop lists no product to add without a choice')
    const page = await browser.newPage()
    const first = await scriptsFetched(page, origin, async () => {
      await page.goto(`${origin}/?api=${encodeURIComponent(`${origin}/api`)}`)
      await page.getByRole('button', { name: `Add ${product.name}` }).waitFor()
    })
    const add = await scriptsFetched(page, origin, async () => {
      await page.getByRole('button', { name: `Add ${product.name}` }).click()
      await page.getByRole('region', { name: 'Cart' }).getByText(`1 × ${product.name}`).waitFor()
    })
    return { first, add }
  } finally {
    await browser.close()
    await close(server)
  }
}

const createMemoryBackend = (testing: typeof import('../packages/testing/src/index.ts')) =>
  testing.createMemoryBackend({ url: 'http://matjar.test' })

interface ScopeFigures {
  /** First-page gzip bytes of each app, as served (static imports of the page). */
  firstPage: Record<App, { bytes: number; files: Record<string, number> }>
  /** The Matjar app in Chromium: scripts at first, and from its first Add. */
  matjar: Awaited<ReturnType<typeof matjarInBrowser>>
  /** The Matjar app's entry chunk, module by module (gzip bytes, scaled to the chunk's). */
  modules: { module: string; bytes: number }[]
}

/** Builds and measures the four apps; `keep` leaves the folder in the temp directory. */
export async function measureScope(options: { keep?: boolean } = {}): Promise<ScopeFigures> {
  const work = mkdtempSync(join(tmpdir(), 'matjar-scope-'))
  mkdirSync(work, { recursive: true })
  try {
    installAndBuild(work)
    const firstPage = {} as ScopeFigures['firstPage']
    for (const app of SCOPE_APPS) {
      const port = await freePort()
      const server = await serve(join(work, app, 'dist'), port)
      try {
        firstPage[app] = await servedFirstLoad(`http://127.0.0.1:${port}/`)
      } finally {
        await close(server)
      }
    }
    const matjar = await matjarInBrowser(work, await freePort())
    return { firstPage, matjar, modules: await attribution(work) }
  } finally {
    if (options.keep) say(`scope: apps left in ${work}`)
    else rmSync(work, { recursive: true, force: true })
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`

/** The table of the figures, and what falls short of issue 45's bar. */
export function scopeReport(figures: ScopeFigures): {
  table: Table
  modules: Table
  notes: string[]
  short: string[]
} {
  const bare = figures.firstPage.bare.bytes
  const over = (app: App) => figures.firstPage[app].bytes - bare
  const NAMES: Record<App, string> = {
    bare: 'Bare React 19 app (the floor)',
    matjar: 'Matjar: provider + 12 products (`useProducts`) + Add + lines + total (`Money`)',
    'hydrogen-react':
      'Hydrogen-react: `ShopifyProvider` + `CartProvider` + `useCart` + `Money`, 12 products',
    medusa: 'Medusa js-sdk: 12 products + cart + lines + total',
  }
  const rows = SCOPE_APPS.map((app) => [
    NAMES[app],
    kib(figures.firstPage[app].bytes),
    app === 'bare' ? '—' : `+${kib(over(app))}`,
    app === 'matjar' ? `+${kib(figures.matjar.add.bytes)}` : '—',
  ])
  const short: string[] = []
  if (over('matjar') > over('hydrogen-react')) {
    short.push(
      `Matjar's first page (+${kib(over('matjar'))}) is above Hydrogen-react's (+${kib(over('hydrogen-react'))})`,
    )
  }
  if (figures.matjar.add.bytes > FIRST_ADD_LIMIT_KIB * 1024) {
    short.push(
      `The first Add loads ${kib(figures.matjar.add.bytes)}, over ${FIRST_ADD_LIMIT_KIB} KiB`,
    )
  }
  const files = (record: Record<string, number>) =>
    Object.entries(record)
      .sort(([, a], [, b]) => b - a)
      .map(([file, bytes]) => `${file.replace(/^\/assets\//, '')} ${kib(bytes)}`)
      .join(', ')
  const notes = [
    `Peers in the same run: @shopify/hydrogen-react ${SCOPE_PEERS['@shopify/hydrogen-react']}, @medusajs/js-sdk ${SCOPE_PEERS['@medusajs/js-sdk']}; React ${TOOLS.react}, Vite ${TOOLS.vite}.`,
    `Matjar in Chromium (in-memory backend): ${kib(figures.matjar.first.bytes)} of scripts until the list shows (${files(figures.matjar.first.files)}); the first Add: ${files(figures.matjar.add.files) || 'nothing'}.`,
    `Matjar at or below Hydrogen-react's first page: ${over('matjar') <= over('hydrogen-react') ? 'yes' : '**no**'}; the first Add ≤ ${FIRST_ADD_LIMIT_KIB} KiB: ${figures.matjar.add.bytes <= FIRST_ADD_LIMIT_KIB * 1024 ? 'yes' : '**no**'}.`,
  ]
  const packageOf = (module: string) =>
    module.startsWith('@matjar/')
      ? module.split('/').slice(0, 2).join('/')
      : module.startsWith('app: ')
        ? 'the app'
        : /^(react|react-dom|scheduler)\//.test(module)
          ? 'React'
          : 'bundler glue'
  const byPackage = new Map<string, number>()
  for (const row of figures.modules) {
    byPackage.set(packageOf(row.module), (byPackage.get(packageOf(row.module)) ?? 0) + row.bytes)
  }
  const ours = figures.modules.filter((row) => row.module.startsWith('@matjar/'))
  const modules: Table = {
    caption:
      "Matjar's first page, module by module (its entry chunk; each module's code gzipped alone, scaled to the chunk's bytes): by package, then Matjar's modules of 0.2 KiB or more.",
    header: ['Package or module', 'gzip'],
    rows: [
      ...[...byPackage]
        .sort(([, a], [, b]) => b - a)
        .map(([name, bytes]) => [`**${name}**`, kib(bytes)]),
      ...ours
        .filter((row) => row.bytes >= 204.8)
        .map((row) => [row.module.replace(/\/dist\//, '/').replace(/\.js$/, ''), kib(row.bytes)]),
    ],
  }
  return {
    modules,
    table: {
      caption: 'Same scope, one run (first-page JS of a Vite 8 app, gzip level 9):',
      header: [
        'App (Vite 8, built for production)',
        'First page',
        'Over the bare app',
        'First Add loads',
      ],
      rows,
    },
    notes,
    short,
  }
}
