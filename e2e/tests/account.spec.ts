import { lastMailTo, PASSWORD, signUp, startGuestCart } from '../support/customer.ts'
import { newGuestCart } from '../support/guest-cart.ts'
import { guestBuys, plainProducts as products, productWithStock } from '../support/stock.ts'
import { type APIRequestContext, expect, failedResource, type Page, test } from '../support/test.ts'
import { words } from './account.words.ts'

/** A guest cart holding `quantity` of the product, named in the page's storage. */
const guestCart = async (
  page: Page,
  request: APIRequestContext,
  productId: number,
  quantity: number,
) => {
  const { uuid, added } = await newGuestCart(request, productId, quantity)
  expect(added.status(), await added.text()).toBe(200)
  await startGuestCart(page, uuid)
}

/** What the shopper reads and clicks, in each language. */

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  const inLanguage = async (page: Page) => {
    if (language === 'ar') {
      await page
        .context()
        .addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }])
    }
  }

  test(`${language}: a guest signs up with the emailed code, keeps the cart, applies a promo code and checks out; then signs out and back in`, async ({
    page,
    request,
  }) => {
    const item = (await products(request)).find((p) => p.stock >= 10 && Number(p.price) >= 30)!
    await guestCart(page, request, item.id, 2)
    await inLanguage(page)
    const email = `sara.${crypto.randomUUID().slice(0, 8)}@example.com`

    await page.goto('/auth?page=register')
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
    await page.getByLabel(w.userName).fill('sara')
    await page.getByLabel(w.firstName).fill('Sara')
    await page.getByLabel(w.lastName).fill('Ali')
    await page.getByLabel(w.email).fill(email)
    await page.getByRole('textbox', { name: w.phone }).fill('0512345678')
    await page.getByLabel(w.password, { exact: true }).fill('Qahwa#2025')
    await page.getByLabel(w.confirmPassword).fill('Qahwa#2025')
    await page.getByLabel(w.terms).check()
    await page.getByRole('button', { name: w.register }).click()

    await expect(page.getByRole('heading', { name: w.checkEmail })).toBeVisible()
    // The mail is written in the shopper's language.
    const mail = await lastMailTo(email)
    expect(mail.subject).toBe(w.mailSubject)
    // The code box starts empty: nothing typed in the first step leaks into it.
    await expect(page.getByLabel(w.code)).toHaveValue('')
    await page.getByLabel(w.code).fill(mail.code)
    await page.getByRole('button', { name: w.confirm, exact: true }).click()

    // Signed in, and the guest's two units came along (merged into the new account's cart).
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByText(w.hello)).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    const subtotal = Number(item.price) * 2
    await expect(page.getByTestId('subtotal')).toHaveText(w.money(subtotal.toFixed(2)))

    await page.getByLabel(w.promoCode).fill('welcome10')
    await page.getByRole('button', { name: w.applyCode }).click()
    const discount = (subtotal / 10).toFixed(2)
    await expect(page.getByTestId('discount')).toHaveText(w.minus(discount))
    await expect(page.getByTestId('total')).toHaveText(
      w.money((subtotal - Number(discount)).toFixed(2)),
    )

    await page.getByRole('textbox', { name: w.phone }).fill('+966512345678')
    await page.getByLabel(w.details).fill(w.address)
    // What the order will charge shows before the button: the promo, Riyadh's shipping, the total
    // (the quote asked again once the promo code was applied).
    await expect(page.getByTestId('quote')).toContainText(w.minus(discount))
    await expect(page.getByTestId('quote-total')).toHaveText(/\d/)
    const toPay = (await page.getByTestId('quote-total').textContent())!
    await page.getByRole('button', { name: w.placeOrder }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmed)
    await expect(page.locator('.shop-confirmation p')).toContainText(toPay)

    // The address typed at checkout is in the address book under its city, not a timestamp.
    await page.goto('/user-profile/addresses')
    await expect(page.locator('main')).toContainText(w.address)
    await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/)

    // Signing out leads to registration (spec §2); a returning customer signs in again.
    await page.getByRole('button', { name: w.signOut }).click()
    await expect(page).toHaveURL(/\/auth\?page=register$/)
    // From the header's dropdown, and the cart comes back with the account.
    await page.getByRole('banner').getByRole('button', { name: w.signIn }).click()
    const dropdown = page.locator('.shop-login-dropdown')
    await dropdown.getByLabel(w.email).fill(email)
    await dropdown.getByLabel(w.password, { exact: true }).fill('Qahwa#2025')
    await dropdown.getByRole('button', { name: w.signIn }).click()
    await expect(page.getByText(w.hello)).toBeVisible()
    await expect(dropdown).toBeHidden()

    // A favourite shows at once, and is still there after a reload (kept by the server).
    await page.goto(`/product/${item.id}`)
    await page.getByRole('button', { name: w.addToWishlist, exact: true }).click()
    await expect(page.getByRole('button', { name: w.inWishlist, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.reload()
    await expect(page.getByRole('button', { name: w.inWishlist, exact: true })).toBeVisible()

    // A second order goes to the address saved with the first: nothing to type again.
    await page.locator('.shop-product-info').getByRole('button', { name: w.addToCart }).click()
    await page.goto('/cart')
    await expect(page.getByRole('radio', { name: new RegExp(w.address) })).toBeChecked()
    await page.getByRole('button', { name: w.placeOrder }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmed)
  })

  test(`${language}: a promo code applied as a guest is still applied after signing in`, async ({
    page,
    request,
  }) => {
    const customer = await signUp(request, 'Maha')
    const item = (await products(request)).find((p) => p.stock >= 10 && Number(p.price) >= 30)!
    await guestCart(page, request, item.id, 2)
    await inLanguage(page)
    await page.goto('/cart')
    await page.getByLabel(w.promoCode).fill('welcome10')
    await page.getByRole('button', { name: w.applyCode }).click()
    const discount = ((Number(item.price) * 2) / 10).toFixed(2)
    await expect(page.getByTestId('discount')).toHaveText(w.minus(discount))

    // Signing in from the header's dropdown: the cart, and its code, come along.
    await page.getByRole('banner').getByRole('button', { name: w.signIn }).click()
    const dropdown = page.locator('.shop-login-dropdown')
    await dropdown.getByLabel(w.email).fill(customer.email)
    await dropdown.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await dropdown.getByRole('button', { name: w.signIn }).click()
    await expect(dropdown).toBeHidden()
    await page.reload()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await expect(page.getByTestId('discount')).toHaveText(w.minus(discount))
  })

  test(`${language}: at the stock limit + is disabled, and a line has a Remove button`, async ({
    page,
    request,
  }) => {
    const item = await productWithStock(request, 4)
    await guestCart(page, request, item.id, item.stock)
    await inLanguage(page)
    await page.goto('/cart')
    await expect(page.getByTestId('cart-count')).toHaveText(String(item.stock))
    await expect(page.getByRole('button', { name: w.increase })).toBeDisabled()
    await page.getByRole('button', { name: w.removeLine }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('0')
  })

  test(`${language}: when the stock runs out meanwhile, + shows the 402 warning and keeps the cart as it was`, async ({
    page,
    request,
    allowProblems,
  }) => {
    allowProblems(failedResource(402, '/api/actions/product/add-to-cart'))
    const item = await productWithStock(request, 5)
    const filler = (await products(request)).find(
      (p) => p.id !== item.id && p.stock >= 10 && Number(p.price) >= 30,
    )!
    await guestCart(page, request, item.id, item.stock - 1)
    await inLanguage(page)
    await page.goto('/cart')
    await expect(page.getByTestId('cart-count')).toHaveText(String(item.stock - 1))
    // Another shopper buys the last one while this page is open.
    await guestBuys(request, [
      { productId: item.id, quantity: 1 },
      { productId: filler.id, quantity: 1 },
    ])
    await page.getByRole('button', { name: w.increase }).click()
    const toast = page.getByRole('status').filter({ hasText: w.notEnoughStock })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(w.warning)
    await expect(page.getByTestId('cart-count')).toHaveText(String(item.stock - 1))
    // The toast sits below the header: the cart stays in sight.
    const cartBox = await page.getByTestId('cart-count').boundingBox()
    const toastBox = await toast.boundingBox()
    expect(toastBox!.y).toBeGreaterThanOrEqual(cartBox!.y + cartBox!.height)
  })
}
