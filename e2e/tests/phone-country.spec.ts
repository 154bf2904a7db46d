// Spec §7: every phone input starts on the visitor's country, as the shop's server already knows
// it (a CDN's country header, else the region of the browser's language, else Saudi Arabia), and
// typing a + code moves the country button to that country. Nobody else is asked.
import { signInBrowser, signUp } from '../support/customer.ts'
import { discountedProduct, guestCartWith } from '../support/guest-cart.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, type Page, test } from '../support/test.ts'

const words = {
  en: { phone: 'Phone', mobile: 'Phone', country: 'Country code', addAddress: 'Add an address' },
  ar: { phone: 'رقم الجوال', mobile: 'الجوال', country: 'رمز الدولة', addAddress: 'أضف عنواناً' },
} as const

/** The country button of the phone field in `scope`, named "Country code: …". */
const countryOf = (scope: Page | ReturnType<Page['getByRole']>, country: string) =>
  scope.getByRole('button', { name: new RegExp(`^${country}:`) })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: a visitor from Dubai (CDN header) starts on +971 at sign-up, contact and checkout`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await chooseLanguage(context, language)
    await context.setExtraHTTPHeaders({ 'CF-IPCountry': 'AE' })
    // The browser asks no one but the shop (no IP-to-country service).
    const outside: string[] = []
    page.on('request', (sent) => {
      const { origin, protocol } = new URL(sent.url())
      if (protocol.startsWith('http') && origin !== new URL(baseURL!).origin)
        outside.push(sent.url())
    })

    await page.goto(pathIn(language, '/auth?page=register'))
    await expect(countryOf(page, w.country)).toContainText('+971')

    await page.goto(pathIn(language, '/contact-us'))
    await expect(countryOf(page, w.country)).toContainText('+971')

    await guestCartWith(page, request, (await discountedProduct(request)).id, 1)
    await page.goto(pathIn(language, '/cart'))
    const checkout = page.locator('form.shop-checkout')
    // The checkout's phone has its country button now, on the visitor's country.
    await expect(countryOf(checkout, w.country)).toContainText('+971', { timeout: 20_000 })
    // No phone field says +966 (the footer's is the shop's own number).
    await expect(page.getByRole('main').getByText('+966')).toHaveCount(0)
    // A national number is read in the country shown.
    await checkout.getByRole('textbox', { name: w.phone }).fill('050 123 4567')
    await expect(checkout.getByRole('textbox', { name: w.phone })).toHaveJSProperty(
      'validity.valid',
      true,
    )
    expect(outside).toEqual([])
  })

  test(`${language}: the browser's language alone (ar-AE) starts the sign-up on +971, and no hint gives +966`, async ({
    browser,
    baseURL,
  }) => {
    // A browser set to Arabic (UAE) sends `Accept-Language: ar-AE`; no CDN header.
    for (const [locale, dial] of [
      ['ar-AE', '+971'],
      ['ar', '+966'],
      ['en-US', '+966'],
    ] as const) {
      const context = await browser.newContext({ locale, baseURL: baseURL! })
      await chooseLanguage(context, language, baseURL!)
      const page = await context.newPage()
      await page.goto(pathIn(language, '/auth?page=register'))
      await expect(countryOf(page, w.country), locale).toContainText(dial)
      await context.close()
    }
  })

  test(`${language}: typing "+971 50 123 4567" moves the country button to the Emirates`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, '/auth?page=register'))
    const button = countryOf(page, w.country)
    await expect(button).toContainText('+966')
    await page.getByRole('textbox', { name: w.phone }).pressSequentially('+971 50 123 4567')
    await expect(button).toContainText('+971')
    await expect(page.getByRole('textbox', { name: w.phone })).toHaveJSProperty(
      'validity.valid',
      true,
    )

    // The same in the checkout.
    await guestCartWith(page, request, (await discountedProduct(request)).id, 1)
    await page.goto(pathIn(language, '/cart'))
    const checkout = page.locator('form.shop-checkout')
    // The phone's chunk (with the phone rules) loads once the checkout shows.
    await expect(countryOf(checkout, w.country)).toContainText('+966', { timeout: 20_000 })
    await checkout.getByRole('textbox', { name: w.phone }).pressSequentially('+971 50 123 4567')
    await expect(countryOf(checkout, w.country)).toContainText('+971')
  })

  test(`${language}: a customer from Cairo keeps the saved Saudi number on +966, and a new address starts on +20`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const customer = await signUp(request, 'Mona')
    await signInBrowser(context, baseURL!, customer, language)
    await context.setExtraHTTPHeaders({ 'CloudFront-Viewer-Country': 'EG' })
    const main = page.getByRole('main')
    await page.goto(pathIn(language, '/user-profile/profile'))
    await expect(countryOf(main, w.country)).toContainText('+966')
    await expect(main.getByRole('textbox', { name: w.mobile })).toHaveValue('0512345678')

    await page.goto(pathIn(language, '/user-profile/addresses'))
    // A click before the page has hydrated opens nothing: click until the form shows.
    await expect(async () => {
      if (!(await main.getByRole('form', { name: w.addAddress }).isVisible()))
        await main.getByRole('button', { name: w.addAddress }).click()
      await expect(countryOf(main, w.country)).toBeVisible({ timeout: 3_000 })
    }).toPass()
    await expect(countryOf(main, w.country)).toContainText('+20')
  })
}

test('Vercel and CloudFront headers are read, and a value that names no country is passed over', async ({
  page,
  context,
}) => {
  await chooseLanguage(context, 'en')
  for (const [header, value, dial] of [
    ['X-Vercel-IP-Country', 'GB', '+44'],
    ['CloudFront-Viewer-Country', 'EG', '+20'],
    ['CF-IPCountry', 'XX', '+966'],
    ['CF-IPCountry', 'T1', '+966'],
  ] as const) {
    await context.setExtraHTTPHeaders({ [header]: value })
    await page.goto('/contact-us')
    await expect(countryOf(page, 'Country code'), `${header}: ${value}`).toContainText(dial)
  }
})
