import AxeBuilder from '@axe-core/playwright'
import { accountScreens, customerWithHistory, signInBrowser } from '../support/customer.ts'
import { expect, type Page, test } from '../support/test.ts'

const violationsOn = async (page: Page, where: string) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
}

/** Every screen of the customer's area, with something in it, in both directions (axe). */
for (const language of ['en', 'ar'] as const) {
  test(`${language}: every screen of the customer's area passes axe`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { customer, ...orders } = await customerWithHistory(request)
    await signInBrowser(context, baseURL!, customer, language)
    const found: string[] = []
    for (const [, path] of accountScreens(orders)) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      found.push(...(await violationsOn(page, path)))
    }
    // The open address form and the cancel confirmation too.
    await page.goto('/user-profile/addresses')
    await page.getByRole('main').getByRole('button').first().click()
    found.push(...(await violationsOn(page, 'address form')))
    await page.goto(`/user-profile/orders/${orders.pending}`)
    await page.locator('.shop-account-actions .matjar-dialog-trigger').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await violationsOn(page, 'cancel dialog')))
    expect(found).toEqual([])
  })
}
