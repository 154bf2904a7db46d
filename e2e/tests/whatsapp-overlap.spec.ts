// Issue 35: on a phone (320, 390 and 430 px wide) the floating WhatsApp button covers no control
// and no text of the home, cart, sign-up, profile and product pages, wherever they are scrolled.
import { apiUrl } from '../playwright.config.ts'
import { signInBrowser, signUp } from '../support/customer.ts'
import { guestCartWith } from '../support/guest-cart.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'
import { coveredByWhatsApp } from '../support/whatsapp-overlap.ts'

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the WhatsApp button covers nothing at 320, 390 and 430 px`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000)
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
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 })
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
