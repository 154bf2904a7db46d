// A shopper who only looks loads no state machine: home, a listing and a product show the cart's
// count, who is signed in and the page without XState (the SDK reads them with plain calls). The
// cart page reads its lines without the cart's machine too; its checkout's phone field (the
// country list) is the one part of looking that brings XState's runtime, after the page showed.
// The first change brings the machines: adding to the cart counts the line at once and the
// "added" toast follows, and a navigation after it still shows the loading bar.

import { apiUrl } from '../playwright.config.ts'
import { newGuestCart } from '../support/guest-cart.ts'
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts'

type Listed = { id: number; stock: number; has_selections: boolean }
const productInStock = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${apiUrl}/data/products?per_page=100`)).json()) as {
      data: { items: Listed[] }
    }
  ).data.items.find((p) => !p.has_selections && p.stock >= 10)!

/** A guest whose cart holds one line of a product in stock (its count shows 1): that product. */
const guestWithOneLine = async (page: Page, request: APIRequestContext) => {
  const item = await productInStock(request)
  const { uuid } = await newGuestCart(request, item.id, 1)
  await page.addInitScript((id) => localStorage.setItem('guest-cart-uiid', id), uuid)
  return item
}

/** Every script the page has fetched so far: whether XState's runtime, or the cart's machine, is among them. */
const watchScripts = (page: Page) => {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  const fetched = async (text: string) =>
    (await Promise.all(bodies)).some((body) => body.includes(text))
  return {
    // XState names its own start event so; minifying keeps the string.
    xstateLoaded: () => fetched('xstate.init'),
    // The cart machine's own actor's name (an object key, kept by minifying).
    cartMachineLoaded: () => fetched('listenToOtherTabs'),
  }
}

for (const language of ['en', 'ar'] as const) {
  const prefix = language === 'ar' ? '/ar' : ''
  const added = language === 'ar' ? 'تمت الإضافة إلى السلة' : 'Added to cart'
  const addToCart = language === 'ar' ? 'أضف إلى السلة' : 'Add to cart'

  test(`${language}: looking loads no XState; the first add to cart loads it, counts at once and toasts`, async ({
    page,
    request,
  }) => {
    const item = await guestWithOneLine(page, request)
    const scripts = watchScripts(page)

    for (const path of ['/', '/products', `/product/${item.id}`]) {
      await page.goto(`${prefix}${path}`, { waitUntil: 'networkidle' })
      // The guest's cart was read without a machine.
      await expect(page.getByTestId('cart-count')).toHaveText('1')
    }
    expect(await scripts.xstateLoaded()).toBe(false)

    // The cart shows its line without the cart's machine.
    await page.goto(`${prefix}/cart`, { waitUntil: 'networkidle' })
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(page.locator('form.shop-checkout')).toBeVisible()
    expect(await scripts.cartMachineLoaded()).toBe(false)

    await page.goto(`${prefix}/product/${item.id}`, { waitUntil: 'networkidle' })
    await page.locator('.shop-buy').getByRole('button', { name: addToCart }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await expect(page.getByText(added)).toBeVisible()
    expect(await scripts.cartMachineLoaded()).toBe(true)

    // The machines are there now: a slow navigation shows the loading bar at once.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await page.getByTestId('cart-count').click()
    await expect(page.getByRole('progressbar')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`))
    await page.unroute('**/*.data*')
  })

  test(`${language}: a shopper who adds to the cart and leaves at once keeps the line`, async ({
    page,
    request,
  }) => {
    const item = await guestWithOneLine(page, request)
    await page.goto(`${prefix}/product/${item.id}`, { waitUntil: 'networkidle' })
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    // A slow phone: the cart's machine takes its time to arrive. The first change is sent as it
    // is made all the same, not once its machine has loaded.
    await page.route('**/assets/{xstate,cart-machine}*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      await route.continue().catch(() => {})
    })
    await page.locator('.shop-buy').getByRole('button', { name: addToCart }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await page.reload()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
  })
}
