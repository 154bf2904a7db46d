// The shop behind a real caching proxy (nginx, with the example config of docs/deployment.md):
// public pages are served from its cache per language, a visitor with a session always reaches
// the shop, and the cart is never kept.

import { apiUrl, cachingProxyUrl } from '../playwright.config.ts'
import { expect, test } from '../support/test.ts'

type Listed = { id: number; stock: number; has_selections: boolean }

test.skip(!cachingProxyUrl, 'nginx is not installed here (CI installs it)')

const through = (path: string) => `${cachingProxyUrl}${path}`
const cacheStatus = async (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  cookie: string,
  headers: Record<string, string> = {},
) => {
  const answer = await request.get(through(path), {
    headers: { Cookie: cookie, ...headers },
    maxRedirects: 0,
  })
  return {
    code: answer.status(),
    status: answer.headers()['x-cache-status'],
    location: answer.headers().location,
    html: await answer.text(),
  }
}

test('a public page is kept per language, and a session or the cart is never served from it', async ({
  request,
}) => {
  // A query of the test's own, so an earlier run's copy cannot answer first.
  const query = `?sort=latest&run=${Date.now()}`
  const english = await cacheStatus(request, `/products${query}`, 'csrf_token=one')
  expect([english.code, english.status]).toEqual([200, 'MISS'])
  const again = await cacheStatus(request, `/products${query}`, 'csrf_token=two')
  expect([again.code, again.status]).toEqual([200, 'HIT'])
  expect(again.html).toContain('lang="en"')

  // Arabic has its own address, kept apart.
  const arabic = await cacheStatus(request, `/ar/products${query}`, 'csrf_token=three')
  expect([arabic.code, arabic.status]).toEqual([200, 'MISS'])
  const arabicAgain = await cacheStatus(request, `/ar/products${query}`, '')
  expect([arabicAgain.code, arabicAgain.status]).toEqual([200, 'HIT'])
  expect(arabicAgain.html).toContain('lang="ar"')
  expect(arabicAgain.html).toContain('dir="rtl"')
  // The plain address, asked by a shopper who chose Arabic, is never the kept English page.
  const chosen = await cacheStatus(request, `/products${query}`, 'lang=ar')
  expect(chosen.code).toBe(302)
  expect(chosen.location).toBe(`/ar/products${query}`)

  const signedIn = await cacheStatus(request, `/ar/products${query}`, '_token=anything')
  expect(signedIn.status).toBe('BYPASS')

  expect((await cacheStatus(request, '/cart', '')).status).not.toBe('HIT')
  expect((await cacheStatus(request, '/cart', '')).status).not.toBe('HIT')
})

test('the kept home page is never served to a first visit from an Arabic browser', async ({
  request,
}) => {
  const home = `/?run=${Date.now()}`
  const english = { 'Accept-Language': 'en-GB,en;q=0.9' }
  expect((await cacheStatus(request, home, '', english)).status).toBe('MISS')
  expect((await cacheStatus(request, home, '', english)).status).toBe('HIT')
  const arabic = await cacheStatus(request, home, '', { 'Accept-Language': 'ar-SA,ar;q=0.9' })
  expect(arabic.code).toBe(302)
  expect(arabic.location).toMatch(/^\/ar\?run=/)
})

test('a shopper opens a cached product page in Arabic and adds it to the cart through the proxy', async ({
  page,
  request,
}) => {
  const listed = await request.get(`${apiUrl}/data/products?per_page=50`)
  const product = ((await listed.json()) as { data: { items: Listed[] } }).data.items.find(
    (item) => !item.has_selections && item.stock > 5,
  )!
  // Once to fill the cache, then as the shopper: the kept page must hydrate and work.
  await request.get(through(`/ar/product/${product.id}`))
  const answer = await page.goto(through(`/ar/product/${product.id}`))
  expect(answer?.headers()['x-cache-status']).toBe('HIT')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.locator('.shop-product-info').getByRole('button', { name: 'أضف إلى السلة' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('a picture is kept by its path alone, whoever asks for it', async ({ request }) => {
  const listed = (await (await request.get(`${apiUrl}/data/products?per_page=1`)).json()) as {
    data: { items: { image: { url: string } | null }[] }
  }
  // A query of the test's own, so an earlier run's copy cannot answer first.
  const path = `${listed.data.items[0]!.image!.url}?run=${Date.now()}`
  const first = await cacheStatus(request, path, 'lang=ar')
  expect([first.code, first.status]).toEqual([200, 'MISS'])
  const again = await cacheStatus(request, path, '_token=anything; lang=en')
  expect([again.code, again.status]).toEqual([200, 'HIT'])
})
