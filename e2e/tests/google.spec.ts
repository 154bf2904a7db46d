import { sign } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiUrl, googleClientId, googlePrivateKey, googleShopUrl } from '../playwright.config.ts'

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client'

/** An ID token as Google signs it (here with the run's own key, which the API trusts). */
const idToken = (claims: Record<string, unknown>, kid = 'e2e-key') => {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part({
    iss: 'https://accounts.google.com',
    aud: googleClientId,
    iat: now,
    exp: now + 3600,
    email_verified: true,
    given_name: 'Layla',
    family_name: 'Omar',
    ...claims,
  })}`
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), googlePrivateKey!).toString('base64url')}`
}

/**
 * Google Identity Services can't be reached from the test machine: this stand-in for its script
 * keeps its API (`initialize`, `renderButton`), draws a plain button with the options it was given,
 * and answers a click with the credential the test chose, as Google's popup would.
 */
const FAKE_GOOGLE = `
window.google = { accounts: { id: {
  initialize(options) { window.__googleOptions = options },
  renderButton(parent, options) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Google'
    button.dataset.locale = options.locale
    button.dataset.clientId = window.__googleOptions.client_id
    button.onclick = () => window.__googleOptions.callback({ credential: window.__googleCredential, select_by: 'btn' })
    parent.append(button)
  },
} } }
`

const useFakeGoogle = async (page: Page, credential: string) => {
  await page.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE }),
  )
  await page.addInitScript((token) => {
    ;(window as unknown as { __googleCredential: string }).__googleCredential = token
  }, credential)
}

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
  await page.addInitScript((id) => {
    if (!localStorage.getItem('auth_data')) localStorage.setItem('guest-cart-uiid', id)
  }, uuid)
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
    await button.click()

    await expect(page.getByText(w.hello)).toBeVisible()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })

  test(`${language}: a Google token the API does not trust leaves the shopper signed out with its message`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: language, url: googleShopUrl }])
    // Claims for another shop's client: Google signed it, but not for us.
    await useFakeGoogle(page, idToken({ sub: 'someone', email: 'x@example.com', aud: 'other' }))
    await page.goto(`${googleShopUrl}/auth?page=register`)
    await page.locator('.shop-google-button button').click()
    await expect(page.getByRole('alert')).toHaveText(w.failed)
    await expect(page.getByText(w.hello)).toHaveCount(0)
  })
}
