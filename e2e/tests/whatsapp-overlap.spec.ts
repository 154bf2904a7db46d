// Issue 35: on a phone (320, 390 and 430 px wide) the floating WhatsApp button covers no control
// and no text of the home, cart, sign-up, profile and product pages, wherever they are scrolled;
// issue 47: nor when the home's product rows are scrolled sideways, nor on a phone held sideways
// (844 × 390) or a tablet (768 × 1024).
import { apiUrl } from '../playwright.config.ts'
import { signInBrowser, signUp } from '../support/customer.ts'
import { guestCartWith } from '../support/guest-cart.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'
import { coveredByWhatsApp } from '../support/whatsapp-overlap.ts'

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the WhatsApp button covers nothing from 320 to 844 px`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(480_000)
    const listed = (await (await request.get(`${apiUrl}/data/products?per_page=20`)).json()) as {
      data: { items: { id: number; stock: number; has_selections: boolean }[] }
    }
    const product = listed.data.items.find((each) => each.stock > 3 && !each.has_selections)!
    await guestCartWith(page, request, product.id, 2)
    await chooseLanguage(context, language)
    const customer = await signUp(request, 'Lama')
    const covered: string[] = []
    const look = async (path: string) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const width = page.viewportSize()?.width
      for (const each of await coveredByWhatsApp(page)) covered.push(`${width} px ${path}: ${each}`)
    }
    for (const [width, height] of [
      [320, 844],
      [390, 844],
      [430, 844],
      [844, 390],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const path of ['/', '/cart', '/auth?page=register', `/product/${product.id}`]) {
        await look(path)
      }
      await signInBrowser(context, baseURL!, customer, language)
      await look('/user-profile/profile')
      await context.clearCookies({ name: '_token' })
    }
    expect(covered).toEqual([])
  })
}
