// Issue 47's small points, at 320 and 390 px in both languages: the payment-return page's two
// ways on (its button and "My orders") stand apart, and the contact form knows a signed-in
// customer's name and email.
import { signInBrowser, signUp } from '../support/customer.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

const words = {
  en: { backToCart: 'Back to your cart', browse: 'Browse products', myOrders: 'My orders' },
  ar: { backToCart: 'العودة إلى سلتك', browse: 'تصفح المنتجات', myOrders: 'طلباتي' },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: the payment-return page's two links never touch`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 })
      for (const [payment, first] of [
        ['cancelled', w.backToCart],
        ['paid', w.browse],
      ] as const) {
        await page.goto(
          pathIn(language, `/payment-return?order=MJ-261207-SBQ2GA&payment=${payment}`),
        )
        const main = page.getByRole('main')
        const one = (await main.getByRole('link', { name: first }).boundingBox())!
        const two = (await main.getByRole('link', { name: w.myOrders }).boundingBox())!
        // The gap between the two boxes, sideways or one above the other: a finger's room.
        const apart = Math.max(
          two.x - (one.x + one.width),
          one.x - (two.x + two.width),
          two.y - (one.y + one.height),
          one.y - (two.y + two.height),
        )
        expect(apart, `${width} px ${payment}`).toBeGreaterThanOrEqual(8)
        if (process.env.SHOTS) {
          await page.screenshot({
            path: `${process.env.SHOTS}/${language}-${width}-payment-return-${payment}.png`,
          })
        }
      }
    }
  })

  test(`${language}: the contact form starts with a signed-in customer's name and email`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const customer = await signUp(request, 'Huda')
    await signInBrowser(context, baseURL!, customer, language)
    await page.goto(pathIn(language, '/contact-us'))
    await expect(page.locator('input[name="name"]')).toHaveValue('Huda Ali')
    await expect(page.locator('input[name="email"]')).toHaveValue(customer.email)
    // Signed out, the fields are empty.
    await context.clearCookies({ name: '_token' })
    await page.goto(pathIn(language, '/contact-us'))
    await expect(page.locator('input[name="name"]')).toHaveValue('')
    await expect(page.locator('input[name="email"]')).toHaveValue('')
  })
}
