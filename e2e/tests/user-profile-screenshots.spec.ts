// Not a test: `pnpm --filter ./e2e screenshots` also takes a picture of every screen of the
// customer's area in ar-dark and en-light into e2e/screenshots/ (gitignored). Skipped in `npm test`.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { accountScreens, customerWithHistory, signInBrowser } from '../support/customer.ts'
import { test } from '../support/test.ts'

const folder = join(import.meta.dirname, '../screenshots')

test.skip(!process.env.SCREENSHOTS, 'only with SCREENSHOTS=1 (pnpm --filter ./e2e screenshots)')

for (const [language, mode] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const) {
  test(`${language}-${mode}: every screen of the customer's area`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    mkdirSync(folder, { recursive: true })
    const { customer, ...orders } = await customerWithHistory(request)
    await signInBrowser(context, baseURL!, customer, language)
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: baseURL! }])
    const shoot = async (name: string, full = true) =>
      page.screenshot({
        path: join(folder, `${language}-${mode}--account-${name}.png`),
        fullPage: full,
      })
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const [name, path] of accountScreens(orders)) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await shoot(name)
    }
    await page.goto('/user-profile/addresses')
    await page.getByRole('main').getByRole('button').first().click()
    await shoot('address-form')
    await page.goto(`/user-profile/orders/${orders.pending}`)
    await page.locator('.shop-account-actions .matjar-dialog-trigger').click()
    await shoot('cancel-dialog', false)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/user-profile/wallet')
    await page.waitForLoadState('networkidle')
    await shoot('mobile-wallet', false)
    await page.goto(`/user-profile/orders/${orders.delivered}`)
    await page.waitForLoadState('networkidle')
    await shoot('mobile-order')
  })
}
