// The SDK as outside apps get it: a Vite app, a Next.js App Router app and a React Router app
// (framework mode, server rendering) built from the packed tarballs (scripts/consumers.ts) add to
// the cart against the reference API.
import {
  apiUrl,
  consumersBuilt,
  nextConsumerUrl,
  reactRouterConsumerUrl,
  viteConsumerUrl,
} from '../playwright.config.ts'
import { expect, test } from '../support/test.ts'

test.skip(!consumersBuilt, 'the consumer apps were not built (npm test builds them; CI must)')

for (const [app, url] of [
  ['Vite', `${viteConsumerUrl}/?api=${encodeURIComponent(apiUrl)}`],
  ['Next.js', `${nextConsumerUrl}/`],
  ['React Router', `${reactRouterConsumerUrl}/`],
] as const) {
  test(`${app}: an app built from the tarballs adds to the guest cart`, async ({
    page,
    request,
  }) => {
    await page.goto(url)
    await expect(page.locator('output')).toHaveText('0')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.locator('output')).toHaveText('1')
    if (app === 'Vite') {
      // useShopActors() hands the provider's toasts to @matjar/ui's region.
      await expect(page.getByText('Added to cart')).toBeVisible()
    }
    // The line is on the server (the guest's cart, by the id the SDK stored) before the reload.
    // The first change is sent at once, even during the cart's first read (docs/decisions.md);
    // this test reads what the app shows after a reload, not how fast the change went out
    // (machines-on-demand.spec.ts reloads at once on the reference shop).
    const uuid = await page.evaluate(() => localStorage.getItem('guest-cart-uiid'))
    await expect
      .poll(async () => {
        const answer = await request.get(`${apiUrl}/data/product/cart?uuid=${uuid}`)
        return ((await answer.json()) as { data: { total_item_count?: number } | null }).data
          ?.total_item_count
      })
      .toBe(1)
    await page.reload()
    await expect(page.locator('output')).toHaveText('1')
  })
}
