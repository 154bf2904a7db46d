// Shoppers type whole riyals, and on an Arabic keyboard Arabic-Indic digits: the listing's price
// filter reads both and never breaks the page; words get a clear message.

import { apiUrl } from '../playwright.config.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

const words = {
  en: {
    from: 'Price from',
    to: 'Price to',
    apply: 'Apply',
    invalid: /A price is a number of riyals/,
  },
  ar: { from: 'السعر من', to: 'السعر إلى', apply: 'تطبيق', invalid: /السعر رقم بالريال/ },
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  test(`${language}: the price filter takes whole riyals and Arabic-Indic digits`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    const listed = await request.get(`${apiUrl}/data/products?category=coffee-and-tea&per_page=100`)
    const all = ((await listed.json()) as { data: { items: { price: string }[] } }).data.items
    const expected = all.filter((item) => Number(item.price) >= 50 && Number(item.price) <= 150)
    expect(expected.length).toBeGreaterThan(0)

    await page.goto('/products/coffee-and-tea')
    await page.getByLabel(w.from).fill(language === 'ar' ? '٥٠' : '50')
    await page.getByLabel(w.to).fill(language === 'ar' ? '١٥٠' : '150')
    await page.getByRole('button', { name: w.apply }).click()
    await expect(page).toHaveURL(/price_min=/)
    const cards = page.locator('.shop-grid .matjar-product-card')
    await expect(cards).toHaveCount(Math.min(expected.length, 12))
    // Every card left is in the range (the unfiltered grid may have had as many cards).
    await expect
      .poll(async () =>
        (await cards.locator('.matjar-price-now').allTextContents())
          .map((text) => Number(text.replace(/[^\d.]/g, '')))
          .every((price) => price >= 50 && price <= 150),
      )
      .toBe(true)
    await expect(page.getByRole('alert')).toHaveCount(0)

    const answer = await page.goto('/products/coffee-and-tea?price_min=cheap')
    expect(answer?.status()).toBe(200)
    await expect(page.getByText(w.invalid)).toBeVisible()
  })
}
