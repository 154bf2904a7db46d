import AxeBuilder from '@axe-core/playwright'
import { apiUrl, googleClientId, googleShopUrl } from '../playwright.config.ts'
import { startGuestCart } from '../support/customer.ts'
import { type APIRequestContext, expect, failedResource, type Page, test } from '../support/test.ts'
import { idToken, useFakeGoogle } from './google-stand-in.ts'

const guestCart = async (page: Page, request: APIRequestContext) => {
  const listed = (await (await request.get(`${apiUrl}/data/products?per_page=30`)).json()) as {
    data: { items: { id: number; stock: number; has_selections: boolean }[] }
  }
  const item = listed.data.items.find((p) => p.stock >= 5 && !p.has_selections)!
  const uuid = crypto.randomUUID()
  const added = await request.post(`${apiUrl}/actions/product/add-to-cart`, {
    data: { product_id: item.id, product_type: 'retail', quantity: 1, uuid },
  })
  expect(added.status()).toBe(200)
  await startGuestCart(page, uuid)
}

const words = {
  en: { hello: 'Hello, Layla', failed: 'Google sign-in failed', or: 'or' },
  ar: { hello: 'أهلاً، Layla', failed: 'فشل تسجيل الدخول عبر Google', or: 'أو' },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: without a Google client id, /auth shows no Google button and loads no Google script`, async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'lang', value: language, url: test.info().project.use.baseURL! },
    ])
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('accounts.google.com')) asked.push(request.url())
    })
    for (const path of ['/auth', '/auth?page=register']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.shop-google')).toHaveCount(0)
      await expect(page.getByText(w.or, { exact: true })).toHaveCount(0)
    }
    expect(asked).toEqual([])
  })

  test(`${language}: with a Google client id, a guest signs in with Google and keeps the cart`, async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: 'lang', value: language, url: googleShopUrl }])
    await guestCart(page, request)
    const sub = `google-${language}-${crypto.randomUUID()}`
    await useFakeGoogle(page, idToken({ sub, email: `${sub}@example.com` }))

    await page.goto(`${googleShopUrl}/auth`)
    await expect(page.getByText(w.or, { exact: true })).toBeVisible()
    const button = page.locator('.shop-google-button button')
    // Google's button is asked for in the page's language, for the shop's client.
    await expect(button).toHaveAttribute('data-locale', language)
    await expect(button).toHaveAttribute('data-client-id', googleClientId)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])
    await button.click()

    await expect(page.getByText(w.hello)).toBeVisible()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })

  test(`${language}: a Google token the API does not trust leaves the shopper signed out with its message`, async ({
    page,
    context,
    allowProblems,
  }) => {
    allowProblems(failedResource(401, '/api/auth/google'))
    await context.addCookies([{ name: 'lang', value: language, url: googleShopUrl }])
    // Claims for another shop's client: Google signed it, but not for us.
    await useFakeGoogle(page, idToken({ sub: 'someone', email: 'x@example.com', aud: 'other' }))
    await page.goto(`${googleShopUrl}/auth?page=register`)
    await page.locator('.shop-google-button button').click()
    await expect(page.getByRole('alert')).toHaveText(w.failed)
    await expect(page.getByText(w.hello)).toHaveCount(0)
  })
}
