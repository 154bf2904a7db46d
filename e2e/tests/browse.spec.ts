import { expect, test } from '@playwright/test'

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
