// Issue 35's smaller items at 390 px: a discount written one way in the cart, the checkout, the
// order and the invoice (the sign on the digits' left in Arabic), and a password reset that ends
// with a word that it worked.
import { apiUrl } from '../playwright.config.ts'
import { fillCart, lastMailTo, productFor, signInBrowser, signUp } from '../support/customer.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

const words = {
  en: {
    discount: /^-SAR\s\d+\.\d{2}$/,
    promo: 'Promo code',
    city: 'City',
    details: 'Street, building, landmark',
    placeOrder: 'Place order',
    email: 'Email',
    sendCode: 'Send the code',
    code: 'Code from the email',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    save: 'Set the new password',
    resetDone: 'Your password is changed, and you are signed in.',
  },
  ar: {
    // The sign on the digits' left, kept there by a left-to-right mark.
    discount: /^\u200e-\d+\.\d{2}\sريال$/,
    promo: 'رمز الخصم',
    city: 'المدينة',
    details: 'الشارع، المبنى، أقرب معلم',
    placeOrder: 'تأكيد الطلب',
    email: 'البريد الإلكتروني',
    sendCode: 'أرسل الرمز',
    code: 'الرمز من البريد',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    save: 'احفظ كلمة المرور الجديدة',
    resetDone: 'تم تغيير كلمة المرور، وسجّلت الدخول.',
  },
} as const

test.use({ viewport: { width: 390, height: 844 } })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: a discount reads the same in the cart, the checkout, the order and the invoice`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const customer = await signUp(request, 'Nada')
    const product = await productFor(request, 60)
    await fillCart(request, customer, product.id, 1)
    const applied = await request.post(`${apiUrl}/actions/cart/promo-code`, {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { code: 'WELCOME10' },
    })
    expect(applied.status(), await applied.text()).toBe(200)
    await signInBrowser(context, baseURL!, customer, language)
    await page.goto('/cart')
    const main = page.getByRole('main')
    await expect(main.getByTestId('discount')).toHaveText(w.discount)
    const inQuote = main.getByTestId('quote').locator('dd').filter({ hasText: '-' })
    await expect(inQuote).toHaveText(w.discount)
    await main.getByLabel(w.details).fill('King Fahd Road 7')
    await main.getByRole('button', { name: w.placeOrder }).click()
    await expect(main.locator('h1 bdi')).toBeVisible()
    const orders = (await (
      await request.get(`${apiUrl}/auth/orders?per_page=1`, {
        headers: { Authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { data: { items: { id: number }[] } }
    const id = orders.data.items[0]!.id
    await page.goto(`/user-profile/orders/${id}`)
    await expect(main.locator('.shop-summary dd').filter({ hasText: '-' })).toHaveText(w.discount)
    await page.goto(`/user-profile/orders/${id}/invoice`)
    const invoice = main.getByTestId('invoice')
    await expect(invoice.locator('.shop-summary dd').filter({ hasText: '-' })).toHaveText(
      w.discount,
    )
    // The invoice's number is kept whole on one line.
    const number = invoice.locator('bdi[dir="ltr"]').first()
    expect(await number.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('nowrap')
    // ... and the invoice still fits a phone's width: nothing to scroll sideways.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      await expect(invoice).toBeVisible()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(width)
    }
  })

  test(`${language}: a password reset ends with a word that it worked`, async ({
    page,
    context,
    request,
  }) => {
    const customer = await signUp(request, 'Reem')
    await chooseLanguage(context, language)
    await page.goto('/auth?page=_forget_password')
    await page.getByLabel(w.email).fill(customer.email)
    await page.getByRole('button', { name: w.sendCode }).click()
    await expect(page.getByLabel(w.code)).toBeVisible()
    await expect
      .poll(async () => (await lastMailTo(customer.email)).subject)
      .not.toMatch(/confirm|تأكيد/i)
    const { code } = await lastMailTo(customer.email)
    await page.getByLabel(w.code).fill(code)
    await page.getByLabel(w.newPassword, { exact: true }).fill('Qahwa#2026x')
    await page.getByLabel(w.confirmPassword, { exact: true }).fill('Qahwa#2026x')
    await page.getByRole('button', { name: w.save }).click()
    await expect(page.getByRole('status').filter({ hasText: w.resetDone })).toBeVisible()
  })
}
