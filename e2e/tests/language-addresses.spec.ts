// Each language at its own address (docs/guides/language-addresses.md): /ar/… is Arabic, plain
// paths English; search engines find both; a first visit goes by the browser's language once;
// the switch lands on the same page in the other language, in the page, with the API's content
// in the new language and never a page in two languages at once.

import type { APIRequestContext, Page } from '@playwright/test'
import { apiUrl } from '../playwright.config.ts'
import { signInBrowser, signUp } from '../support/customer.ts'
import { cookieValue } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

type Item = { id: number; slug: string; name?: string; path?: string }

const firstOf = async (request: APIRequestContext, path: string, language = 'en') => {
  const answer = await request.get(`${apiUrl}${path}`, { headers: { 'Accept-Language': language } })
  const { data } = (await answer.json()) as { data: Item[] | { items: Item[] } }
  return (Array.isArray(data) ? data : data.items)[0]!
}

const ARABIC = /[\u0600-\u06FF]/

test('/ar/product/{id} is rendered Arabic, right to left, on the server, with its alternates', async ({
  request,
}) => {
  const product = await firstOf(request, '/data/products?per_page=1')
  const arabicName = (await firstOf(request, '/data/products?per_page=1', 'ar')).name!
  // No cookie, no JavaScript: the address alone says the language.
  const html = await (await request.get(`/ar/product/${product.id}`)).text()
  expect(html).toMatch(/<html lang="ar" dir="rtl"/)
  expect(html).toContain(arabicName)
  const base = test.info().project.use.baseURL!
  expect(html).toContain(`<link rel="canonical" href="${base}/ar/product/${product.id}"/>`)
  for (const [language, path] of [
    ['en', `/product/${product.id}`],
    ['ar', `/ar/product/${product.id}`],
    ['x-default', `/product/${product.id}`],
  ]) {
    expect(html, language).toContain(
      `<link rel="alternate" hrefLang="${language}" href="${base}${path}"/>`,
    )
  }
  const english = await (await request.get(`/product/${product.id}`)).text()
  expect(english).toMatch(/<html lang="en" dir="ltr"/)
  expect(english).toContain(`<link rel="canonical" href="${base}/product/${product.id}"/>`)
  expect(english).toContain(
    `<link rel="alternate" hrefLang="ar" href="${base}/ar/product/${product.id}"/>`,
  )
})

test('a first visit from an Arabic browser goes to /ar once; an English one stays', async ({
  browser,
}) => {
  const arabic = await browser.newContext({ locale: 'ar-SA' })
  const page = await arabic.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const redirected = (await arabic.cookies()).find((cookie) => cookie.name === 'i18n_redirected')
  expect(redirected?.value).toBe('ar')
  // Remembered: the plain address is English from now on, until the shopper switches.
  await page.goto('/')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await arabic.close()

  const english = await browser.newContext({ locale: 'en-GB' })
  const other = await english.newPage()
  await other.goto('/')
  await expect(other).toHaveURL(/\/$/)
  await expect(other.locator('html')).toHaveAttribute('lang', 'en')
  await english.close()
})

test('an old plain link opens in the language the shopper chose', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }])
  await page.goto('/products?sort=price_asc')
  await expect(page).toHaveURL(/\/ar\/products\?sort=price_asc$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

/**
 * Records, on every change of the page, the page's language and whether its heading and the
 * header's cart link read Arabic: a page in two languages at once would show as a mismatch.
 */
const watchLanguages = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = []
    const arabic = /[\u0600-\u06FF]/
    const note = () => {
      const lang = document.documentElement.lang
      const heading = document.querySelector('h1')?.textContent ?? ''
      const cart = document.querySelector('.shop-cart-link')?.textContent ?? ''
      seen.push(`${lang}:${arabic.test(heading) ? 'ar' : 'en'}:${arabic.test(cart) ? 'ar' : 'en'}`)
    }
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['lang'],
    })
    ;(window as unknown as { seenLanguages: string[] }).seenLanguages = seen
    ;(window as unknown as { notReloaded: boolean }).notReloaded = true
  })

const seenLanguages = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenLanguages: string[] }).seenLanguages)

/** Switches language with the header's link and checks the landing, in both directions. */
async function switchBothWays(page: Page, englishPath: string, arabicHeading = ARABIC) {
  await page.goto(englishPath)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent()
  await watchLanguages(page)

  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(new RegExp(`/ar${englishPath === '/' ? '' : englishPath}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicHeading)
  // In the page: no reload, and at no moment half one language and half the other.
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
  for (const state of await seenLanguages(page)) {
    const [lang, heading, cart] = state.split(':')
    if (lang === 'ar') expect([heading, cart], state).toEqual(['ar', 'ar'])
  }
  await expect.poll(() => cookieValue(page.context(), 'lang')).toBe('ar')

  await watchLanguages(page)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`${englishPath.replace('?', '\\?')}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading!)
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
  for (const state of await seenLanguages(page)) {
    const [lang, heading, cart] = state.split(':')
    if (lang === 'en') expect([heading, cart], state).toEqual(['en', 'en'])
  }
  await expect.poll(() => cookieValue(page.context(), 'lang')).toBe('en')
}

test('the switch moves a product page to the other language, API content included', async ({
  page,
  request,
}) => {
  const product = await firstOf(request, '/data/products?per_page=1')
  await switchBothWays(page, `/product/${product.id}`)
})

test('the switch moves a listing and a blog post to the other language', async ({
  page,
  request,
}) => {
  const category = await firstOf(request, '/data/categories')
  await switchBothWays(page, `/products/${category.path}`)
  const post = await firstOf(request, '/data/blogs?per_page=1')
  await switchBothWays(page, `/blogs/${post.slug}`)
})

test('the switch moves an account page to the other language', async ({
  page,
  context,
  request,
}) => {
  const customer = await signUp(request)
  await signInBrowser(context, test.info().project.use.baseURL!, customer, 'en')
  await switchBothWays(page, '/user-profile/wallet')
})

test('without JavaScript the switch still lands on the same page in the other language', async ({
  browser,
  request,
}) => {
  const product = await firstOf(request, '/data/products?per_page=1')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/product/${product.id}?tab=reviews`)
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(new RegExp(`/ar/product/${product.id}\\?tab=reviews$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?tab=reviews$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})
