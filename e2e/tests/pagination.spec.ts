// The listing's Prev and Next are links: they lead to the next page with JavaScript off, as a
// search engine or a slow phone would follow them, and with it.
import { expect, test } from '../support/test.ts'

const words = {
  en: { next: 'Next', prev: 'Prev' },
  ar: { next: 'التالي', prev: 'السابق' },
}

for (const language of ['en', 'ar'] as const) {
  for (const javaScriptEnabled of [false, true]) {
    test(`${language}: the listing pages through links, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        baseURL: test.info().project.use.baseURL!,
      })
      await context.addCookies([
        { name: 'lang', value: language, url: test.info().project.use.baseURL! },
      ])
      const page = await context.newPage()
      await page.goto('/products')
      const firstOn = async () =>
        page.locator('.shop-grid .matjar-product-card h2').first().textContent()
      const one = await firstOn()
      await page.getByRole('link', { name: words[language].next }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(page.locator('.shop-grid .matjar-product-card h2').first()).not.toHaveText(one!)
      await page.getByRole('link', { name: words[language].prev }).click()
      await expect(page).toHaveURL(/[?&]page=1/)
      await expect(page.locator('.shop-grid .matjar-product-card h2').first()).toHaveText(one!)
      await context.close()
    })
  }
}
