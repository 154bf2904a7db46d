// The shop's pages stay within the first-load budget (docs/architecture.md "Budgets"): every
// script a page fetches until the network is idle, gzip level 9, counted as bench:storefront
// counts it, on the storefront this suite already built. A page that grows past the budget fails
// here; `pnpm bench:storefront --js-only` lists its files.
import { gzipSync } from 'node:zlib'
import { type Browser, expect, test } from '@playwright/test'
import { JS_BUDGET_KIB } from '../../bench/storefront-report.ts'
import { apiUrl } from '../playwright.config.ts'

type Item = { id: number; slug?: string; path?: string }
const first = async (path: string): Promise<Item> => {
  const { data } = (await (await fetch(`${apiUrl}${path}`)).json()) as {
    data: Item[] | { items: Item[] }
  }
  return (Array.isArray(data) ? data : data.items)[0]!
}

/** Gzip KiB of every script a new visitor's page fetched until the network was idle. */
const firstLoadKib = async (browser: Browser, baseURL: string, path: string) => {
  const page = await browser.newPage({ baseURL })
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
  })
  const answer = await page.goto(path, { waitUntil: 'networkidle' })
  expect(answer?.status()).toBe(200)
  const kib = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024
  await page.close()
  return kib
}

test('home, a listing, a product and the cart each load at most the budget of JavaScript first', async ({
  browser,
  baseURL,
}) => {
  const category = await first('/data/categories')
  const product = await first('/data/products?per_page=1')
  const pages = {
    home: '/',
    listing: `/products/${category.path ?? category.slug}`,
    product: `/product/${product.id}`,
    cart: '/cart',
  }
  const measured: Record<string, number> = {}
  for (const [name, path] of Object.entries(pages)) {
    measured[name] = Math.round((await firstLoadKib(browser, baseURL!, path)) * 10) / 10
  }
  const over = Object.entries(measured).filter(([, kib]) => kib > JS_BUDGET_KIB)
  expect(over, `first-load KiB by page: ${JSON.stringify(measured)}`).toEqual([])
})
