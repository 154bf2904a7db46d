import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiUrl, outboxDir } from '../playwright.config.ts'

/** The 8-digit code of the last mail the API wrote to `email`. */
const mailedCode = async (email: string) => {
  let code = ''
  await expect
    .poll(() => {
      const mails = readdirSync(outboxDir)
        .sort()
        .map(
          (name) =>
            JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as { to: string; text: string },
        )
        .filter((mail) => mail.to === email)
      code = /\b\d{8}\b/.exec(mails.at(-1)?.text ?? '')?.[0] ?? ''
      return code
    })
    .toMatch(/^\d{8}$/)
  return code
}

type Listed = { id: number; stock: number; has_selections: boolean; price: string }
const products = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${apiUrl}/data/products?per_page=100`)).json()) as {
      data: { items: Listed[] }
    }
  ).data.items.filter((p) => !p.has_selections)

/** A guest cart holding `quantity` of the product, named in the page's storage. */
const guestCart = async (
  page: Page,
  request: APIRequestContext,
  productId: number,
  quantity: number,
) => {
  const uuid = crypto.randomUUID()
  const added = await request.post(`${apiUrl}/actions/product/add-to-cart`, {
    data: { product_id: productId, product_type: 'retail', quantity, uuid },
  })
  expect(added.status(), await added.text()).toBe(200)
  await page.addInitScript((id) => {
    if (!localStorage.getItem('auth_data')) localStorage.setItem('guest-cart-uiid', id)
  }, uuid)
}

test('a guest signs up with the emailed code, keeps the cart, applies a promo code and checks out; then signs out and back in', async ({
  page,
  request,
}) => {
  const item = (await products(request)).find((p) => p.stock >= 10 && Number(p.price) >= 30)!
  await guestCart(page, request, item.id, 2)
  const email = `sara.${crypto.randomUUID().slice(0, 8)}@example.com`

  await page.goto('/auth?page=register')
  await page.getByLabel('User name').fill('sara')
  await page.getByLabel('First name').fill('Sara')
  await page.getByLabel('Last name').fill('Ali')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Phone' }).fill('0512345678')
  await page.getByLabel('Password', { exact: true }).fill('Qahwa#2025')
  await page.getByLabel('Confirm password').fill('Qahwa#2025')
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create an account' }).click()

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.getByLabel('Code from the email').fill(await mailedCode(email))
  await page.getByRole('button', { name: 'Confirm' }).click()

  // Signed in, and the guest's two units came along (merged into the new account's cart).
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('Hello, Sara')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await expect(page.getByTestId('subtotal')).toHaveAttribute(
    'data-amount',
    (Number(item.price) * 2).toFixed(2),
  )
  await expect(page.getByTestId('subtotal')).toContainText('SAR')

  await page.getByLabel('Promo code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply code' }).click()
  await expect(page.getByTestId('discount')).toHaveAttribute(
    'data-amount',
    `-${((Number(item.price) * 2) / 10).toFixed(2)}`,
  )

  await page.getByRole('textbox', { name: 'Phone' }).fill('+966512345678')
  await page.getByLabel('Street, building, landmark').fill('Olaya Street, tower 3')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Order MJ-\d{6}-[A-Z0-9]{6} is confirmed/,
  )

  // Signing out leads to registration (spec §2); a returning customer signs in again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/auth\?page=register$/)
  // From the header's dropdown, and the cart comes back with the account.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const dropdown = page.locator('.shop-login-dropdown')
  await dropdown.getByLabel('Email').fill(email)
  await dropdown.getByLabel('Password', { exact: true }).fill('Qahwa#2025')
  await dropdown.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Hello, Sara')).toBeVisible()
  await expect(dropdown).toBeHidden()

  // A favourite shows at once, and is still there after a reload (kept by the server).
  await page.goto(`/product/${item.id}`)
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: 'In your favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.reload()
  await expect(page.getByRole('button', { name: 'In your favourites' })).toBeVisible()

  // A second order goes to the address saved with the first: nothing to type again.
  await page.locator('.shop-product-info').getByRole('button', { name: 'Add to cart' }).click()
  await page.goto('/cart')
  await expect(page.getByRole('radio', { name: /Olaya Street, tower 3/ })).toBeChecked()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Order MJ-\d{6}-[A-Z0-9]{6} is confirmed/,
  )
})

test('raising a quantity over the stock shows the 402 warning and keeps the cart as it was', async ({
  page,
  request,
}) => {
  const item = (await products(request)).find((p) => p.stock >= 1 && p.stock <= 5)!
  await guestCart(page, request, item.id, item.stock)
  await page.goto('/cart')
  await expect(page.getByTestId('cart-count')).toHaveText(String(item.stock))
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Not enough stock available' })
  await expect(toast).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText(String(item.stock))
})
