import { apiUrl } from '../playwright.config.ts'
import { axeViolationsOnScreens } from '../support/axe.ts'
import { guestCartWith } from '../support/guest-cart.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, failedResource, test } from '../support/test.ts'

/** Every screen of the shop so far, in both directions: no accessibility violation (axe). */
const screens = async (request: import('@playwright/test').APIRequestContext) => {
  const listed = (await (await request.get(`${apiUrl}/data/products?per_page=1`)).json()) as {
    data: { items: { id: number }[] }
  }
  return [
    '/',
    '/products',
    '/offers',
    '/wholesale',
    '/brands',
    '/categories',
    '/products?brand=bait-al-dallah',
    '/products/coffee-and-tea?sort=price_asc',
    `/product/${listed.data.items[0]!.id}`,
    '/cart',
    '/auth',
    '/auth?page=register',
    '/auth?page=_forget_password',
    '/no-such-page',
  ]
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: every screen passes axe`, async ({
    page,
    context,
    request,
    allowProblems,
  }) => {
    // Its screens include the 404 page.
    allowProblems(failedResource(404, '/no-such-page'))
    // Fifteen screens, the home page with some sixty pictures and cards among them.
    test.setTimeout(150_000)
    await chooseLanguage(context, language)
    // A cart with a line, so the cart screen shows its lines and the checkout form.
    const listed = (await (await request.get(`${apiUrl}/data/products?per_page=20`)).json()) as {
      data: { items: { id: number; stock: number; has_selections: boolean }[] }
    }
    const item = listed.data.items.find((p) => p.stock > 3 && !p.has_selections)!
    await guestCartWith(page, request, item.id, 1)
    expect(await axeViolationsOnScreens(page, await screens(request))).toEqual([])
  })
}
