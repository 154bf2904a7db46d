// The hosted test payment page on a phone (320 and 390 px wide) in both languages: nothing wider than the
// screen, fields as wide as the card, card numbers left to right in groups of four even in the
// Arabic page, and what the shopper types grouped as on the card.
import { productFor } from '../support/customer.ts'
import { newGuestCart } from '../support/guest-cart.ts'
import { guestCheckout } from '../support/stock.ts'
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts'

const PHONES = [
  { width: 320, height: 700 },
  { width: 390, height: 844 },
] as const

const words = {
  en: { card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code', pay: /^Pay / },
  ar: { card: 'رقم البطاقة', expiry: 'تاريخ الانتهاء', cvc: 'رمز الأمان', pay: /^ادفع / },
} as const

/** A guest's card checkout through the API, in `language`: where the payment continues. */
const paymentPage = async (request: APIRequestContext, language: 'en' | 'ar') => {
  const product = await productFor(request, 30)
  const { uuid } = await newGuestCart(request, product.id, 1)
  const checkout = await guestCheckout(request, uuid, 'card', { 'accept-language': language })
  expect(checkout.status(), await checkout.text()).toBe(201)
  return ((await checkout.json()) as { data: { payment_url: string } }).data.payment_url
}

/** Where a text's first and last characters are drawn on the screen (left edge, top). */
const drawnEnds = (page: Page, text: string) =>
  page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1
      if (at < 0) continue
      const x = (offset: number) => {
        const range = document.createRange()
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        const { left, top } = range.getBoundingClientRect()
        return { left, top }
      }
      return { first: x(at), last: x(at + text.length - 1) }
    }
    return null
  }, text)

for (const language of ['en', 'ar'] as const)
  for (const PHONE of PHONES) {
    const w = words[language]

    test(`${language}: the test payment page fits a ${PHONE.width} px phone, card numbers left to right`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(PHONE)
      await page.goto(await paymentPage(request, language))
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')

      // Nothing wider than the screen; every field and the pay button nearly as wide as it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      )
      for (const field of [
        page.getByLabel(w.card),
        page.getByLabel(w.expiry),
        page.getByLabel(w.cvc),
        page.getByRole('button', { name: w.pay }),
      ]) {
        const box = (await field.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
        expect(box.width).toBeGreaterThan(PHONE.width - 80)
      }

      // Each test card's number is drawn whole on one line, from its first group at the left to its
      // last at the right, in both directions (a number broken over two lines of an Arabic page
      // reads with its groups reversed).
      for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220']) {
        const { first, last } = (await drawnEnds(page, number))!
        expect(last.top, `${number} on one line`).toBe(first.top)
        expect(first.left, `${number} left to right`).toBeLessThan(last.left)
      }

      // Typed as digits only, the number and the expiry show as on the card.
      await page.getByLabel(w.card).pressSequentially('4242424242424242')
      await expect(page.getByLabel(w.card)).toHaveValue('4242 4242 4242 4242')
      await page.getByLabel(w.expiry).pressSequentially('1239')
      await expect(page.getByLabel(w.expiry)).toHaveValue('12/39')
      for (const name of [w.card, w.expiry, w.cvc]) {
        await expect(page.getByLabel(name)).toHaveCSS('direction', 'ltr')
      }

      await page.screenshot({
        path: testInfo.outputPath(`test-payment-page-${language}-${PHONE.width}.png`),
      })
    })
  }
