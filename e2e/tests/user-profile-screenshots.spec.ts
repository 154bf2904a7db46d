// Not a test: `pnpm --filter ./e2e screenshots` also takes a picture of every screen of the
// customer's area in ar-dark and en-light into e2e/screenshots/ (gitignored). Skipped in `npm test`.
import { accountScreens, signedInWithHistory } from '../support/customer.ts'
import { dressIn, looks, onlyWhenTakingScreenshots, photograph } from '../support/screenshots.ts'
import { test } from '../support/test.ts'

onlyWhenTakingScreenshots()

for (const look of looks) {
  const [language, mode] = look
  test(`${language}-${mode}: every screen of the customer's area`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    const orders = await signedInWithHistory(context, request, language)
    await dressIn(context, look)
    const shoot = async (name: string, full = true) =>
      photograph(page, look, `account-${name}`, full)
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
