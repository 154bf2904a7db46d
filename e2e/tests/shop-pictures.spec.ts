// The shop's pictures: modern formats at several widths, the main one first, served from the
// shop's own origin at the API's paths.
import { apiUrl } from '../playwright.config.ts'
import { apiData as api } from '../support/api-data.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

for (const language of ['en', 'ar'] as const) {
  const at = (path: string) => pathIn(language, path)

  test(`${language}: a card's picture offers AVIF or WebP at several widths, lazily, in a reserved box`, async ({
    page,
  }) => {
    await chooseLanguage(page.context(), language)
    await page.goto(at('/products'))
    const card = page.locator('.shop-grid .matjar-product-card').nth(5)
    const widthsOf = async (type: string) => {
      const srcset =
        (await card.locator(`picture source[type="${type}"]`).getAttribute('srcset')) ?? ''
      return srcset.split(',').map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1]))
    }
    for (const type of ['image/avif', 'image/webp']) {
      await expect(card.locator(`picture source[type="${type}"]`)).toHaveAttribute('srcset', /\dw/)
      const widths = await widthsOf(type)
      expect(widths.length, type).toBeGreaterThanOrEqual(2)
      expect(new Set(widths).size).toBe(widths.length)
      expect(widths.every((width) => width > 0)).toBe(true)
    }
    const img = card.locator('img')
    // The page sends the renditions a card can use: AVIF and WebP, not the JPEG ladder (the
    // <img>'s own src stays for a browser that reads neither).
    await expect(img).not.toHaveAttribute('srcset', /./)
    await expect(img).toHaveAttribute('src', /^\/media\//)
    await expect(img).toHaveAttribute('loading', 'lazy')
    for (const source of await card.locator('picture source').all()) {
      await expect(source).toHaveAttribute('sizes', /vw|rem/)
    }
    await expect(img).toHaveAttribute('width', /^[1-9]\d*$/)
    await expect(img).toHaveAttribute('height', /^[1-9]\d*$/)
    // Chromium reads AVIF: the rendition it takes is one, and no wider than the card needs.
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.avif$/)
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeLessThanOrEqual(640)
  })

  test(`${language}: the product page fetches its main picture first, from the shop's own origin`, async ({
    page,
    request,
  }) => {
    await chooseLanguage(page.context(), language)
    const listed = await api<{ items: { id: number }[] }>(
      request,
      '/data/products?per_page=1',
      language,
    )
    await page.goto(at(`/product/${listed.items[0]!.id}`))
    const gallery = page.locator('.shop-gallery img')
    await expect(gallery.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(gallery.first()).toHaveAttribute('loading', 'eager')
    await expect(gallery.nth(1)).toHaveAttribute('loading', 'lazy')
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
    // Asked for from the head, and from the page's own host: no second connection first.
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1)
    const shop = new URL(page.url()).origin
    await expect
      .poll(() => gallery.first().evaluate((i: HTMLImageElement) => i.currentSrc))
      .toMatch(new RegExp(`^${shop.replace(/[.]/g, '\\.')}/media/`))
  })
}

test('the shop serves the API’s pictures at the same paths, cached for good, with no session', async ({
  request,
}) => {
  const listed = await api<{ items: { image: { renditions: { url: string }[] } | null }[] }>(
    request,
    '/data/products?per_page=1',
    'en',
  )
  const path = listed.items[0]!.image!.renditions[0]!.url
  const [fromShop, fromApi] = await Promise.all([
    request.get(path),
    request.get(`${apiUrl}${path}`),
  ])
  expect(fromShop.status()).toBe(200)
  expect(await fromShop.body()).toEqual(await fromApi.body())
  expect(fromShop.headers()['content-type']).toBe(fromApi.headers()['content-type'])
  expect(fromShop.headers()['cache-control']).toContain('immutable')
  expect(fromShop.headers()['set-cookie']).toBeUndefined()
  expect(fromShop.headers().vary ?? '').not.toMatch(/cookie/i)
  // A width the picture is not offered at is refused, as the API refuses it.
  expect((await request.get(path.replace(/\/\d+\./, '/641.'))).status()).toBe(400)
})
