// Prints the gzip size of typical imports of the published packages, measured from the packed
// tarballs as an outside app gets them, and in the same run the same for two peers:
// @shopify/hydrogen-react (client; provider + cart) and @medusajs/js-sdk.
// Each case is built by Vite for production, as an app would (minified, tree-shaken, dependencies
// included, React left out as the app's own); only what the page loads first counts: the entry and
// the chunks it imports statically, not chunks behind a dynamic import().
// Run: pnpm bench:size            (builds and packs the packages first)
//      pnpm bench:size --write    (also writes bench/results/package-size.json and docs/performance.md)
//      pnpm bench:size --keep     (keeps the consumer app in the temp folder, to look inside)
//      pnpm bench:size --check [--app DIR]
//                                 (the budgeted imports only, no peers; exits 1 when one is over
//                                 its budget. --app: an app that already installed the tarballs,
//                                 as scripts/consumers.ts leaves it, instead of packing anew)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { type Chunk, firstLoadBytes } from './first-load.ts'
import { markdownTable, writeResult } from './results.ts'

type RolldownOutput = Rollup.RollupOutput

const root = join(import.meta.dirname, '..')
const PEERS = { '@shopify/hydrogen-react': '2026.4.4', '@medusajs/js-sdk': '2.21.2' }

interface Case {
  name: string
  code: string
  budgetKiB?: number
  /** Measure what this case adds over another case's bundle. */
  over?: string
}

const cases: Case[] = [
  {
    name: '`@matjar/core`: `createStorefrontClient` alone',
    code: `export { createStorefrontClient } from '@matjar/core'`,
    budgetKiB: 12,
  },
  {
    name: '`@matjar/core`: `createStorefront` + browser adapters, English messages',
    code: `export { createStorefront, createBrowserStorage, createDocumentCookieJar, createBrowserCartSync, directionOf } from '@matjar/core'
export { en } from '@matjar/core/messages/en'`,
    budgetKiB: 35,
  },
  {
    name: '`@matjar/react`: provider + `useCart`, over the line above',
    code: `export { StorefrontProvider, useCart } from '@matjar/react'
export { createStorefront, createBrowserStorage, createDocumentCookieJar, createBrowserCartSync, directionOf } from '@matjar/core'
export { en } from '@matjar/core/messages/en'`,
    over: '`@matjar/core`: `createStorefront` + browser adapters, English messages',
    budgetKiB: 4,
  },
  { name: '`@matjar/ui`: `Button`', code: `export { Button } from '@matjar/ui'`, budgetKiB: 1 },
  {
    name: '`@matjar/core/contract`: the whole endpoint table',
    code: `export { endpoints } from '@matjar/core/contract'`,
  },
  {
    name: '`@shopify/hydrogen-react`: `createStorefrontClient`',
    code: `export { createStorefrontClient } from '@shopify/hydrogen-react'`,
  },
  {
    name: '`@shopify/hydrogen-react`: `ShopifyProvider` + `CartProvider` + `useCart`',
    code: `export { ShopifyProvider, CartProvider, useCart } from '@shopify/hydrogen-react'`,
  },
  {
    name: '`@medusajs/js-sdk`: the whole SDK',
    code: `export { default } from '@medusajs/js-sdk'`,
  },
]

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })

/** Builds and packs the three packages, and installs the tarballs and the peers in a fresh app. */
function installConsumer(peers: Record<string, string>): string {
  const work = mkdtempSync(join(tmpdir(), 'matjar-size-'))
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  run('pnpm', ['-r', '--filter', './packages/*', 'build'], root)
  for (const name of ['core', 'react', 'ui']) {
    run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name))
  }
  const tarball = (name: string) =>
    `file:${join(tarballs, readdirSync(tarballs).find((file) => file.startsWith(`matjar-${name}-`))!)}`
  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'size-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@matjar/core': tarball('core'),
        '@matjar/react': tarball('react'),
        '@matjar/ui': tarball('ui'),
        react: '19.3.1',
        'react-dom': '19.3.1',
        ...peers,
      },
    }),
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps'], app)
  return app
}

/** Gzip bytes of the entry and every chunk it imports statically, as Vite builds it for production. */
const caseBytes = async (app: string, code: string): Promise<number> => {
  const entry = join(app, 'entry.js')
  writeFileSync(entry, code)
  const result = await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'exports-only',
        external: ['react', 'react-dom', 'react/jsx-runtime', /^react-dom\//],
      },
    },
  })
  const chunks = new Map<string, Chunk>()
  const entries: string[] = []
  for (const output of (Array.isArray(result) ? result : [result]) as RolldownOutput[]) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue
      chunks.set(item.fileName, item)
      if (item.isEntry) entries.push(item.fileName)
    }
  }
  return firstLoadBytes(chunks, entries)
}

const check = process.argv.includes('--check')
const given = process.argv.includes('--app')
  ? process.argv[process.argv.indexOf('--app') + 1]
  : undefined
const app = given ?? installConsumer(check ? {} : PEERS)
const version = (name: string) =>
  (
    JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version
const sizes = new Map<string, number>()
const rows: string[][] = []
const over: string[] = []
for (const item of check ? cases.filter((c) => c.budgetKiB) : cases) {
  const bytes = await caseBytes(app, item.code)
  sizes.set(item.name, bytes)
  const kib = (item.over ? bytes - (sizes.get(item.over) ?? 0) : bytes) / 1024
  const budget = item.budgetKiB
    ? `≤ ${item.budgetKiB} KiB: ${kib <= item.budgetKiB ? 'within' : '**over**'}`
    : '—'
  rows.push([item.name, `${item.over ? '+' : ''}${kib.toFixed(2)} KiB`, budget])
  if (item.budgetKiB && kib > item.budgetKiB) over.push(`${item.name}: ${kib.toFixed(2)} KiB`)
}

const header = ['Import (from the packed tarballs)', 'gzip, first load', 'Budget']
// Read before the app's folder goes.
const notes = check
  ? []
  : [
      `Peers in the same run: @shopify/hydrogen-react ${version('@shopify/hydrogen-react')}, @medusajs/js-sdk ${version('@medusajs/js-sdk')}.`,
    ]
console.log([markdownTable({ header, rows }), ...notes].join('\n\n'))
if (given || process.argv.includes('--keep')) console.log(`consumer app left in ${app}`)
else rmSync(join(app, '..'), { recursive: true, force: true })

if (process.argv.includes('--write')) {
  writeResult('package-size', {
    title: 'Package sizes',
    measured: new Date().toISOString().slice(0, 10),
    tables: [{ header, rows }],
    notes,
  })
}

if (over.length > 0) {
  console.error(`Over budget (docs/architecture.md, "Budgets"):\n  ${over.join('\n  ')}`)
  process.exit(1)
}
