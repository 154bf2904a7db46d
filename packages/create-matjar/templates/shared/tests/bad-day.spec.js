import { expect, test } from '@playwright/test'

// The shop with its API down (the second server of playwright.config.js): every page says so in
// the shopper's language, with a way to try again; never a bare "Application Error" (HTTP 500).
const down = `http://127.0.0.1:${Number(process.env.PORT ?? 3000) + 1}`

for (const { language, home, offline, tryAgain } of [
  {
    language: 'English',
    home: '/',
    offline: 'The shop cannot be reached just now.',
    tryAgain: 'Try again',
  },
  {
    language: 'Arabic',
    home: '/ar/',
    offline: 'تعذّر الوصول إلى المتجر الآن.',
    tryAgain: 'حاول مرة أخرى',
  },
]) {
  test(`${language}: with the API down, the pages say so in the shopper's language`, async ({
    page,
  }) => {
    for (const address of [home, `${home}products`, `${home}products/1`]) {
      const answer = await page.goto(`${down}${address}`)
      expect(answer?.status(), address).not.toBe(500)
      await expect(page.getByRole('heading', { level: 1, name: offline })).toBeVisible()
      await expect(page.getByRole('button', { name: tryAgain })).toBeVisible()
      await expect(page.getByText('Application Error')).toHaveCount(0)
    }
    // The cart is read in the browser: its failure is shown, not an empty cart or "SAR 0.00".
    await page.goto(`${down}${home}cart`)
    await expect(page.getByRole('heading', { level: 1, name: offline })).toBeVisible()
    await expect(page.getByText('0.00')).toHaveCount(0)
  })
}
