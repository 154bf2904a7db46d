import { axeViolations, axeViolationsOnScreens } from '../support/axe.ts'
import { accountScreens, signedInWithHistory } from '../support/customer.ts'
import { expect, test } from '../support/test.ts'
import { words } from './user-profile.words.ts'

/** Every screen of the customer's area, with something in it, in both directions (axe). */
for (const language of ['en', 'ar'] as const) {
  test(`${language}: every screen of the customer's area passes axe`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    const orders = await signedInWithHistory(context, request, language)
    const found = await axeViolationsOnScreens(
      page,
      accountScreens(orders).map(([, path]) => path),
    )
    // The open address form and the cancel confirmation (dialog and page) too.
    await page.goto('/user-profile/addresses')
    await page.getByRole('main').getByRole('button').first().click()
    // The form is a page of its own now: checked once it is there and the navigation has settled
    // (the loading bar back at rest), not while the page is on its way.
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible()
    await expect(page.locator('.matjar-loading-bar')).toHaveAttribute('aria-hidden', 'true')
    found.push(...(await axeViolations(page, 'address form')))
    await page.goto(`/user-profile/orders/${orders.pending}`)
    await page.locator('.shop-account-actions .matjar-dialog-trigger').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await axeViolations(page, 'cancel dialog')))
    // The same question as the page asks it without JavaScript.
    await page.goto(`/user-profile/orders/${orders.pending}?confirm=cancel`)
    await expect(
      page.getByRole('main').getByRole('region', { name: words[language].cancelOrder }),
    ).toBeVisible()
    found.push(...(await axeViolations(page, 'cancel step')))
    expect(found).toEqual([])
  })
}
