import { apiUrl } from '../playwright.config.ts'
import { productFor, saveRiyadhAddress, signInBrowser, signUp } from '../support/customer.ts'
import { expect, failedResource, test } from '../support/test.ts'
import { words } from './shop-no-script.words.ts'

// Buying without JavaScript: the header's Sign in and Load More are links, Add to cart and the
// cart's lines and checkout are forms of the cart's action; the server answers in the page's
// language. (With JavaScript the same controls work in place: home, browse, guest-checkout.)
test.use({ javaScriptEnabled: false })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  const home = language === 'ar' ? '/ar' : ''

  test(`${language}: without JavaScript, a guest follows Sign in and Load More, adds from a card and a product page, changes the cart and checks out with cash`, async ({
    page,
    context,
    request,
    baseURL,
    allowProblems,
  }) => {
    // The refused checkout is answered 400, on purpose.
    allowProblems(failedResource(400, '/cart'))
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }])
    const main = page.getByRole('main')

    // The header's Sign in leads to the sign-in page, which comes back here after.
    await page.goto(`${home}/products`)
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir)
    await page.getByRole('banner').getByRole('link', { name: w.signIn }).click()
    await expect(page).toHaveURL(
      new RegExp(`${home}/auth\\?redirect=${encodeURIComponent(`${home}/products`)}$`),
    )

    // Load More leads to the next page.
    await page.goto(`${home}/products`)
    const first = await main.locator('.shop-grid .matjar-product-card h2').first().textContent()
    await main.getByRole('link', { name: w.loadMore }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(main.locator('.shop-grid .matjar-product-card h2').first()).not.toHaveText(first!)

    // Add to cart from a card: back on the same page, which says so; the cart is the cookie's.
    const card = main
      .locator('.shop-grid .matjar-product-card')
      .filter({ has: page.getByRole('button', { name: w.addToCart }) })
      .first()
    const cardName = (await card.locator('h2').textContent())!.trim()
    await card.getByRole('button', { name: w.addToCart }).click()
    await expect(page).toHaveURL(/[?&]page=2&added=1$/)
    await expect(main.getByRole('status')).toHaveText(w.added)
    const cookie = (await context.cookies()).find((each) => each.name === 'guest-cart-uiid')
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/)

    // Add to cart on a product page.
    const product = await productFor(request, 20)
    await page.goto(`${home}/product/${product.id}`)
    const productName = (await main.getByRole('heading', { level: 1 }).textContent())!.trim()
    await main.locator('.shop-buy').getByRole('button', { name: w.addToCart }).click()
    await expect(page).toHaveURL(new RegExp(`${home}/product/${product.id}\\?added=1$`))
    await expect(main.getByRole('status')).toHaveText(w.added)

    // The cart: one more of the card's product, the product page's removed (unless the same).
    await main.getByRole('link', { name: w.added.split('. ')[1] }).click()
    const stepper = (name: string) =>
      main.getByRole('listitem').filter({ hasText: name }).getByRole('spinbutton')
    await expect(stepper(cardName)).toHaveAttribute('aria-valuenow', '1')
    await main
      .getByRole('listitem')
      .filter({ hasText: cardName })
      .getByRole('button', { name: w.increase })
      .click()
    await expect(page).toHaveURL(new RegExp(`${home}/cart$`))
    await expect(stepper(cardName)).toHaveAttribute('aria-valuenow', '2')
    if (productName !== cardName) {
      await main.getByRole('button', { name: w.remove(productName) }).click()
      await expect(main.getByRole('listitem').filter({ hasText: productName })).toHaveCount(0)
    }

    // The checkout: a wrong phone is refused in the page's language, what was typed stays.
    await main.getByLabel(w.name).fill(w.guestName)
    await main.getByLabel(w.email).fill(`noura.${crypto.randomUUID().slice(0, 6)}@example.com`)
    await main.getByLabel(w.phone).fill('12')
    await main.getByLabel(w.details).fill('King Fahd Road, building 7')
    await main.getByRole('button', { name: w.placeOrder }).click()
    await expect(main.getByText(w.phoneInvalid)).toBeVisible()
    await expect(main.getByLabel(w.name)).toHaveValue(w.guestName)
    await expect(main.getByLabel(w.details)).toHaveValue('King Fahd Road, building 7')
    await main.getByLabel(w.phone).fill(w.localPhone)
    await main.getByRole('button', { name: w.placeOrder }).click()
    await expect(main.getByText(w.confirmed)).toBeVisible()
  })

  test(`${language}: without JavaScript, a customer adds to the cart and checks out with cash to a saved address`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const customer = await signUp(request, 'Reem')
    await saveRiyadhAddress(request, customer, 'Home')
    await signInBrowser(context, baseURL!, customer, language)
    const main = page.getByRole('main')
    // Above the shop's minimum order (25.00).
    const product = await productFor(request, 60)
    await page.goto(`${home}/product/${product.id}`)
    await main.locator('.shop-buy').getByRole('button', { name: w.addToCart }).click()
    await expect(main.getByRole('status')).toHaveText(w.added)
    await page.goto(`${home}/cart`)
    // The saved address is chosen; nothing to type.
    await expect(main.getByRole('radio', { name: /^Home/ })).toBeChecked()
    await main.getByRole('button', { name: w.placeOrder }).click()
    await expect(main.getByText(w.confirmed)).toBeVisible()
    // The order is the customer's, and the cart is empty.
    const cart = await request.get(`${apiUrl}/data/product/cart`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
    expect(
      ((await cart.json()) as { data: { items: unknown[] } | null }).data?.items ?? [],
    ).toEqual([])
  })
}
