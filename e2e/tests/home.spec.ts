import { apiUrl } from '../playwright.config.ts'
import { cookieValue } from '../support/language.ts'
import { plainProducts } from '../support/stock.ts'
import { expect, failedResource, type Page, test } from '../support/test.ts'

const cartCount = (page: Page) => page.getByTestId('cart-count')

/**
 * Fills a guest cart through the real API, as the storefront's add-to-cart will, with a product
 * that has the stock for it now (not product 1, which the tests before may have bought).
 */
const fillGuestCart = async (
  request: import('@playwright/test').APIRequestContext,
  quantity: number,
) => {
  const item = (await plainProducts(request)).find((p) => p.stock >= quantity)
  expect(item, `a product with ${quantity} in stock`).toBeTruthy()
  const uuid = crypto.randomUUID()
  const answer = await request.post(`${apiUrl}/actions/product/add-to-cart`, {
    data: { product_id: item!.id, product_type: 'retail', quantity, uuid },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return uuid
}

const useGuestCart = async (page: Page, uuid: string) => {
  await page.addInitScript((id) => localStorage.setItem('guest-cart-uiid', id), uuid)
}

test('English: the home page reads left to right and shows the guest cart count', async ({
  page,
  request,
}) => {
  const uuid = await fillGuestCart(request, 2)
  await useGuestCart(page, uuid)

  await page.goto('/')

  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Matjar')
  await expect(cartCount(page)).toHaveText('2')
  await expect(page.getByRole('link', { name: 'Cart 2 items' })).toBeVisible()
})

test('Arabic: the lang cookie turns the page right to left, and the cart count follows', async ({
  page,
  context,
  request,
}) => {
  const uuid = await fillGuestCart(request, 3)
  await useGuestCart(page, uuid)
  await context.addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }])

  await page.goto('/')

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلاً بك في متجر')
  await expect(cartCount(page)).toHaveText('3')
})

test('the language switch goes to /ar, sets the lang cookie and flips the direction', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(cartCount(page)).toHaveText('0')

  await page.getByRole('link', { name: 'العربية' }).click()

  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect.poll(() => cookieValue(context, 'lang')).toBe('ar')

  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('an unknown route shows Page Not Found with status 404, inside the shop, in its language', async ({
  page,
  context,
  allowProblems,
}) => {
  allowProblems(failedResource(404, '/no-such-page'))
  const answer = await page.goto('/no-such-page')
  expect(answer?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found | Matjar')
  // The header and footer are there: the shopper can go on from here.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Products' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  // A shopper who chose Arabic is sent to the Arabic address, a 404 there too.
  await context.addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }])
  const arabic = await page.goto('/no-such-page')
  expect(arabic?.status()).toBe(404)
  await expect(page).toHaveURL(/\/ar\/no-such-page$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  await expect(page.getByText('الصفحة غير موجودة: /ar/no-such-page')).toBeVisible()
  await expect(page).toHaveTitle('الصفحة غير موجودة | متجر')
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click()
  await expect(page).toHaveURL(/\/ar$/)
})

test('Arabic: the phone field of the sign-up form reads right to left like the page', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }])
  await page.goto('/auth?page=register')
  await expect(page.locator('.matjar-phone')).toHaveAttribute('dir', 'rtl')
  // The number itself stays left to right.
  await expect(page.getByRole('textbox', { name: 'رقم الجوال' })).toHaveAttribute('dir', 'ltr')
})
