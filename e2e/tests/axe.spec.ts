import AxeBuilder from '@axe-core/playwright'
import { apiUrl } from '../playwright.config.ts'
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
    await context.addCookies([
      { name: 'lang', value: language, url: test.info().project.use.baseURL! },
    ])
    // A cart with a line, so the cart screen shows its lines and the checkout form.
    const uuid = crypto.randomUUID()
    const listed = (await (await request.get(`${apiUrl}/data/products?per_page=20`)).json()) as {
      data: { items: { id: number; stock: number; has_selections: boolean }[] }
    }
    const item = listed.data.items.find((p) => p.stock > 3 && !p.has_selections)!
    await request.post(`${apiUrl}/actions/product/add-to-cart`, {
      data: { product_id: item.id, product_type: 'retail', quantity: 1, uuid },
    })
    await page.addInitScript((id) => localStorage.setItem('guest-cart-uiid', id), uuid)
    const found: string[] = []
    for (const path of await screens(request)) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const violation of violations) {
        found.push(
          `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
        )
      }
    }
    expect(found).toEqual([])
  })
}
