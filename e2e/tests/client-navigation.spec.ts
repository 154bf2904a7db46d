// Links inside the shop are client navigations: the page is not loaded again, and on a slow
// navigation the loading bar of spec §2 and §9 shows at the top until the page is there.

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '../support/test.ts'

const markPage = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { samePage: boolean }).samePage = true
  })
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)

for (const language of ['en', 'ar'] as const) {
  const prefix = language === 'ar' ? '/ar' : ''

  test(`${language}: header, product card and footer links navigate in the page, the loading bar showing while it waits`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await markPage(page)

    // Slow answers for the next page's data: the bar must show while the shopper waits.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    // The bar is the banner's: while it shows, it is inside a landmark (axe "region").
    const bar = page.getByRole('banner').getByRole('progressbar')
    await page.locator('.shop-header-actions a.shop-header-link').first().click()
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('data-state', 'loading')
    const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze()
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([])
    await expect(page).toHaveURL(new RegExp(`${prefix}/products$`))
    await expect(bar).toBeHidden({ timeout: 5_000 })
    await page.unroute('**/*.data*')
    expect(await stillSamePage(page)).toBe(true)

    // A product card, then the footer: still the same page, in the same language.
    await page.locator('.matjar-product-card-name a').first().click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/product/\\d+$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link').nth(3).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/blogs$`))
    expect(await stillSamePage(page)).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
  })
}
