import { adminToken, apiUrl } from '../playwright.config.ts'
import { customerWithOrder, signInBrowser } from '../support/customer.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

const words = {
  en: {
    token: 'Staff token',
    open: 'Open the back office',
    close: 'Close the back office',
    wrongToken: 'That is not the staff token.',
    move: 'Move',
    moveTo: (number: string) => `Move ${number} to`,
    confirmed: 'Confirmed',
    delivered: 'Delivered',
    moved: (number: string) => `Order ${number} is now: Delivered.`,
  },
  ar: {
    token: 'رمز الموظفين',
    open: 'افتح لوحة الإدارة',
    close: 'أغلق لوحة الإدارة',
    wrongToken: 'هذا ليس رمز الموظفين.',
    move: 'انقل',
    moveTo: (number: string) => `انقل ${number} إلى`,
    confirmed: 'مؤكد',
    delivered: 'تم التسليم',
    moved: (number: string) => `حالة الطلب ${number} الآن: تم التسليم.`,
  },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  test(`${language}: the staff move an order through its statuses in the back office, and its customer earns the points`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { customer, orderId } = await customerWithOrder(request, 'Reem', 60)
    const order = (
      (await (
        await request.get(`${apiUrl}/auth/orders/${orderId}`, {
          headers: { Authorization: `Bearer ${customer.token}` },
        })
      ).json()) as { data: { order_number: string; total_price: string } }
    ).data
    await chooseLanguage(context, language)

    // A wrong token is refused; the right one opens the list, newest order first.
    await page.goto('/back-office')
    await page.getByLabel(w.token).fill('not-the-staff-token')
    await page.getByRole('button', { name: w.open }).click()
    await expect(page.getByRole('alert')).toHaveText(w.wrongToken)
    await page.getByLabel(w.token).fill(adminToken)
    await page.getByRole('button', { name: w.open }).click()
    const row = page.getByTestId('staff-order').filter({ hasText: order.order_number })
    await expect(row).toBeVisible()

    // Confirmed, then delivered: each move is said, and the row shows where the order is.
    await row.getByLabel(w.moveTo(order.order_number)).selectOption('confirmed')
    await row.getByRole('button', { name: w.move }).click()
    await expect(row.getByTestId('staff-order-status')).toHaveText(w.confirmed)
    await row.getByLabel(w.moveTo(order.order_number)).selectOption('delivered')
    await row.getByRole('button', { name: w.move }).click()
    await expect(
      page.getByRole('status').filter({ hasText: w.moved(order.order_number) }),
    ).toBeVisible()
    await expect(row.getByTestId('staff-order-status')).toHaveText(w.delivered)
    await page.getByRole('button', { name: w.close }).click()
    await expect(page.getByLabel(w.token)).toBeVisible()

    // The customer sees it delivered, with the points it earned (one per riyal paid).
    await signInBrowser(context, baseURL!, customer, language)
    await page.goto(`/user-profile/orders/${orderId}`)
    await expect(page.getByRole('main')).toContainText(w.delivered)
    const points = (await (
      await request.get(`${apiUrl}/auth/points`, {
        headers: { Authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { data: { points: number } }
    expect(points.data.points).toBe(Math.floor(Number(order.total_price)))
  })
}
