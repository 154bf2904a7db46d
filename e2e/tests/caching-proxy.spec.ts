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
) => {
  const answer = await request.get(through(path), { headers: { Cookie: cookie } })
  expect(answer.status()).toBe(200)
  return { status: answer.headers()['x-cache-status'], html: await answer.text() }
}

test('a public page is kept per language, and a session or the cart is never served from it', async ({
  request,
}) => {
  // A query of the test's own, so an earlier run's copy cannot answer first.
  const path = `/products?sort=latest&run=${Date.now()}`
  const english = await cacheStatus(request, path, 'csrf_token=one')
  expect(english.status).toBe('MISS')
  const again = await cacheStatus(request, path, 'csrf_token=two')
  expect(again.status).toBe('HIT')
  expect(again.html).toContain('lang="en"')

  const arabic = await cacheStatus(request, path, 'lang=ar; csrf_token=three')
  expect(arabic.status).toBe('MISS')
  const arabicAgain = await cacheStatus(request, path, 'lang=ar')
  expect(arabicAgain.status).toBe('HIT')
  expect(arabicAgain.html).toContain('lang="ar"')
  expect(arabicAgain.html).toContain('dir="rtl"')

  const signedIn = await cacheStatus(request, path, '_token=anything; lang=ar')
  expect(signedIn.status).toBe('BYPASS')

  expect((await cacheStatus(request, '/cart', '')).status).not.toBe('HIT')
  expect((await cacheStatus(request, '/cart', '')).status).not.toBe('HIT')
})

test('a shopper opens a cached product page in Arabic and adds it to the cart through the proxy', async ({
  page,
  context,
  request,
}) => {
  const listed = await request.get(`${apiUrl}/data/products?per_page=50`)
  const product = ((await listed.json()) as { data: { items: Listed[] } }).data.items.find(
    (item) => !item.has_selections && item.stock > 5,
  )!
  await context.addCookies([{ name: 'lang', value: 'ar', url: through('/') }])
  // Once to fill the cache, then as the shopper: the kept page must hydrate and work.
  await request.get(through(`/product/${product.id}`), { headers: { Cookie: 'lang=ar' } })
  const answer = await page.goto(through(`/product/${product.id}`))
  expect(answer?.headers()['x-cache-status']).toBe('HIT')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.locator('.shop-product-info').getByRole('button', { name: 'أضف إلى السلة' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})
