// Issue 47: the footer greets a signed-in customer (no "Sign in" offered to someone signed in),
// and its floating WhatsApp button keeps the theme's look (centred white icon on green), not the
// footer links' dark inline style.
import { signInBrowser, signUp } from '../support/customer.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

const WORDS = {
  en: { signIn: 'Sign in', myAccount: 'My account' },
  ar: { signIn: 'تسجيل الدخول', myAccount: 'حسابي' },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = WORDS[language]
  test(`${language}: the footer offers Sign in to a visitor and My account to a customer; the WhatsApp button is centred, white on green`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, '/products'))
    const footer = page.locator('footer.shop-footer nav')
    await expect(footer.getByRole('link', { name: w.signIn, exact: true })).toBeVisible()
    await expect(footer.getByRole('link', { name: w.myAccount, exact: true })).toHaveCount(0)

    const whatsapp = page.locator('.matjar-whatsapp')
    await expect(whatsapp).toHaveCSS('display', 'grid')
    await expect(whatsapp).toHaveCSS('color', 'rgb(255, 255, 255)')
    const [button, icon] = await Promise.all([
      whatsapp.boundingBox(),
      whatsapp.locator('svg').boundingBox(),
    ])
    const middle = (box: { x: number; y: number; width: number; height: number }) => [
      box.x + box.width / 2,
      box.y + box.height / 2,
    ]
    const [bx, by] = middle(button!)
    const [ix, iy] = middle(icon!)
    expect(Math.abs(bx! - ix!)).toBeLessThan(1)
    expect(Math.abs(by! - iy!)).toBeLessThan(1)

    const customer = await signUp(request, 'Reem')
    await signInBrowser(context, baseURL!, customer, language)
    await page.goto(pathIn(language, '/products'))
    await expect(footer.getByRole('link', { name: w.myAccount, exact: true })).toHaveAttribute(
      'href',
      pathIn(language, '/user-profile'),
    )
    await expect(footer.getByRole('link', { name: w.signIn, exact: true })).toHaveCount(0)
  })
}
