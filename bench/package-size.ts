// Prints the gzip size of typical imports of the published packages, bundled and minified the way
// an app's bundler would (tree-shaken, dependencies included, React left out as the app's own).
// Run: pnpm bench:size
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

interface Case {
  name: string
  code: string
  budgetKiB?: number
  /** Measure what this case adds over another case's bundle. */
  over?: string
  /** Left out: loaded on demand in its own chunk by an app's bundler (dynamic import). */
  lazy?: string[]
}

const cases: Case[] = [
  {
    name: '@matjar/core: client only',
    code: `export { createStorefrontClient, directionOf } from '@matjar/core'`,
  },
  {
    name: '@matjar/core: typical (storefront)',
    code: `export { createStorefront, createBrowserStorage, createDocumentCookieJar, createBrowserCartSync, directionOf, translate } from '@matjar/core'`,
    budgetKiB: 25,
  },
  {
    name: '@matjar/core/contract (whole table)',
    code: `export { cartSchema, endpoints } from '@matjar/core/contract'`,
  },
  {
    name: '@matjar/core/phone',
    code: `export { parsePhone } from '@matjar/core/phone'`,
  },
  {
    name: '@matjar/react over @matjar/core',
    code: `export { StorefrontProvider, useCart, useAuth, useWishlist, useLocale, useToasts, useLoadingBar, useImageViewer, useMoney, Money, useColorMode, usePhoneNumber } from '@matjar/react'
export { createStorefront, createBrowserStorage, createDocumentCookieJar, createBrowserCartSync, directionOf, translate } from '@matjar/core'`,
    over: '@matjar/core: typical (storefront)',
    lazy: ['@matjar/core/phone'],
    budgetKiB: 5,
  },
]

const gzipBytes = async (code: string, lazy: string[] = []): Promise<number> => {
  const result = await build({
    stdin: { contents: code, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    treeShaking: true,
    conditions: ['@matjar/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', ...lazy],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length
}

const sizes = new Map<string, number>()
const rows: string[] = []
for (const item of cases) {
  const bytes = await gzipBytes(item.code, item.lazy)
  sizes.set(item.name, bytes)
  const measured = item.over ? bytes - (sizes.get(item.over) ?? 0) : bytes
  const kib = measured / 1024
  const budget = item.budgetKiB
    ? `${kib <= item.budgetKiB ? 'within' : 'OVER'} budget ${item.budgetKiB} KiB`
    : ''
  rows.push(`${item.name.padEnd(36)} ${kib.toFixed(2).padStart(7)} KiB gzip  ${budget}`)
}
console.log(rows.join('\n'))
