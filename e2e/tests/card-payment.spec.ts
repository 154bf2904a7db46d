import { productFor, startGuestCart } from '../support/customer.ts'
import { newGuestCart } from '../support/guest-cart.ts'
import { chooseLanguage } from '../support/language.ts'
import { type BrowserContext, expect, failedResource, type Page, test } from '../support/test.ts'

const words = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    details: 'Street, building, landmark',
    card: 'Card',
    placeOrder: 'Place order',
    banner: /TEST MODE/,
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    pay: /^Pay /,
    declined: 'The card was declined. Try another card.',
    code: 'Verification code',
    verify: 'Verify',
    wrongCode: 'That code is not right.',
    cancel: 'Cancel and return to the shop',
    paid: /^Thank you! Order MJ-\d{6}-[A-Z0-9]{6} is paid and confirmed\.$/,
    cancelled:
      /^Payment cancelled\. Order MJ-\d{6}-[A-Z0-9]{6} was cancelled and nothing was charged\.$/,
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    details: 'الشارع، المبنى، أقرب معلم',
    card: 'بطاقة',
    placeOrder: 'تأكيد الطلب',
    banner: /وضع الاختبار/,
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (الشهر/السنة)',
    cvc: 'رمز الأمان',
    pay: /^ادفع /,
    declined: 'رُفضت البطاقة. جرّب بطاقة أخرى.',
    code: 'رمز التحقق',
    verify: 'تحقق',
    wrongCode: 'الرمز غير صحيح.',
    cancel: 'ألغِ وعد إلى المتجر',
    paid: /^شكراً لك! تم دفع الطلب MJ-\d{6}-[A-Z0-9]{6} وتأكيده\.$/,
    cancelled: /^أُلغي الدفع\. أُلغي الطلب MJ-\d{6}-[A-Z0-9]{6} ولم يُخصم أي مبلغ\.$/,
  },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  /** The guest, in this language, fills in the cart page's checkout form and chooses the card. */
  const checkOutByCard = async (page: Page, context: BrowserContext, cart: string) => {
    await startGuestCart(page, cart)
    await chooseLanguage(context, language)
    await page.goto('/cart')
    await page.getByLabel(w.name).fill('Noura Saad')
    await page.getByLabel(w.email).fill('noura@example.com')
    await page.getByLabel(w.phone).fill('0512345678')
    await page.getByLabel(w.details).fill('King Fahd Road, building 12')
    await page.getByRole('radio', { name: w.card }).check()
  }

  test(`${language}: a guest pays by card on the test payment page: declined, then 3-D Secure, then back to the shop paid`, async ({
    page,
    context,
    request,
    allowProblems,
  }) => {
    // The page answers a declined card and a wrong code with 422, as a provider's page would.
    allowProblems(failedResource(422, '/test-payments/'))
    test.setTimeout(90_000)
    const product = await productFor(request, 30)
    const { uuid, added } = await newGuestCart(request, product.id, 1)
    expect(added.status()).toBe(200)
    await checkOutByCard(page, context, uuid)
    // The total is read once the quote has answered ("…" until then).
    await expect(page.getByTestId('quote-total')).toHaveText(/\d/)
    const toPay = (await page.getByTestId('quote-total').textContent())!
    await page.getByRole('button', { name: w.placeOrder }).click()

    // The provider's page, clearly a test, in the shopper's language, for the amount quoted.
    await expect(page).toHaveURL(/\/test-payments\//)
    await expect(page.getByRole('note')).toHaveText(w.banner)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.locator('.amount strong')).toHaveText(toPay.replace(/\s+/g, ' '))
    const fill = async (number: string) => {
      await page.getByLabel(w.cardNumber).fill(number)
      await page.getByLabel(w.expiry).fill('12/39')
      await page.getByLabel(w.cvc).fill('123')
      await page.getByRole('button', { name: w.pay }).click()
    }
    await fill('4000 0000 0000 0002')
    await expect(page.getByRole('alert')).toHaveText(w.declined)
    await fill('4000 0000 0000 3220')
    await page.getByLabel(w.code).fill('000000')
    await page.getByRole('button', { name: w.verify }).click()
    await expect(page.getByRole('alert')).toHaveText(w.wrongCode)
    await page.getByLabel(w.code).fill('123456')
    await page.getByRole('button', { name: w.verify }).click()

    await expect(page).toHaveURL(/\/payment-return\?order=MJ-.+&payment=paid$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.paid)
    await expect(page.getByTestId('cart-count')).toHaveText('0')
  })

  test(`${language}: a guest who cancels on the test payment page is told the order was cancelled`, async ({
    page,
    context,
    request,
  }) => {
    const product = await productFor(request, 30)
    const { uuid } = await newGuestCart(request, product.id, 1)
    await checkOutByCard(page, context, uuid)
    await page.getByRole('button', { name: w.placeOrder }).click()
    await expect(page).toHaveURL(/\/test-payments\//)
    await page.getByRole('button', { name: w.cancel }).click()
    await expect(page).toHaveURL(/\/payment-return\?order=MJ-.+&payment=cancelled$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.cancelled)
  })
}
