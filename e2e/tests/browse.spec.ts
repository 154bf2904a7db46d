import { expect, test } from '@playwright/test'
import { apiUrl } from '../playwright.config.ts'

test('searching from the header lists what matches, and Load More appends the next page', async ({
  page,
}) => {
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Search products' })
  await search.fill('tea')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products\?q=tea/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tea”')
  const names = await page.locator('.shop-grid .matjar-product-card h2').allTextContents()
  expect(names.length).toBeGreaterThan(0)
  expect(names.filter((name) => /tea/i.test(name)).length).toBeGreaterThan(0)

  await page.goto('/products')
  const cards = page.locator('.shop-grid > li')
  await expect(cards).toHaveCount(12)
  await page.getByRole('button', { name: 'Load More' }).click()
  await expect(cards).toHaveCount(24)
  // The first page is still there, the second follows it.
  await expect(page).toHaveURL(/\/products$/)
})

for (const [language, words] of [
  ['en', { endsIn: 'Offer ends in', days: /13 days/ }],
  ['ar', { endsIn: 'ينتهي العرض خلال', days: /13 يومًا/ }],
] as const) {
  test(`${language}: an offer's page counts down to its end`, async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([
      { name: 'lang', value: language, url: test.info().project.use.baseURL! },
    ])
    const listed = (await (await request.get(`${apiUrl}/data/offers?per_page=1`)).json()) as {
      data: { items: { id: number; offer_ends_at: string }[] }
    }
    const offer = listed.data.items[0]!
    await page.goto(`/product/${offer.id}`)
    const timer = page.getByRole('timer')
    await expect(page.locator('.shop-offer-ends')).toContainText(words.endsIn)
    // The seed's offers end 14 days after it ran: 13 whole days and some hours are left.
    await expect(timer).toContainText(words.days)
    const seconds = await timer.locator('.matjar-countdown-value').last().textContent()
    await expect(timer.locator('.matjar-countdown-value').last()).not.toHaveText(seconds!, {
      timeout: 3000,
    })
  })
}
