// Issue 35 at 390 px: places named in the page's language everywhere an address shows (book,
// checkout, order, invoice, back office), the branch preselected from the delivery city, the
// wallet offered with its balance, order numbers kept whole, wholesale prices on the cards.
import { adminToken, apiUrl } from '../playwright.config.ts'
import { fillCart, productFor, signInBrowser, signUp } from '../support/customer.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

const words = {
  en: {
    city: 'City',
    riyadh: 'Riyadh',
    jizan: 'Jizan',
    riyadhRegion: 'Riyadh Region',
    riyadhBranch: 'Riyadh branch',
    jizanBranch: 'Jizan branch',
    branch: 'Branch',
    details: 'Street, building, landmark',
    placeOrder: 'Place order',
    wallet: /^Wallet \(balance SAR\s0\.00\): SAR\s[\d.]+ short of the total$/,
    seller: 'Matjar',
    token: 'Staff token',
    open: 'Open the back office',
    wholesale: /^Wholesale SAR\s[\d,.]+ from \d+ units?$/,
  },
  ar: {
    city: 'المدينة',
    riyadh: 'الرياض',
    jizan: 'جازان',
    riyadhRegion: 'منطقة الرياض',
    riyadhBranch: 'فرع الرياض',
    jizanBranch: 'فرع جازان',
    branch: 'الفرع',
    details: 'الشارع، المبنى، أقرب معلم',
    placeOrder: 'تأكيد الطلب',
    wallet: /^المحفظة \(الرصيد 0\.00\sريال\): ينقصها [\d.]+\sريال لتغطية الإجمالي$/,
    seller: 'متجر',
    token: 'رمز الموظفين',
    open: 'افتح لوحة الإدارة',
    wholesale: /^الجملة [\d,.]+\sريال ابتداءً من (\d+ وحدات?|\d+ وحدة|وحدتين|وحدة واحدة)$/,
  },
} as const

/** Latin letters in a text: a place name left in English. */
const LATIN = /[A-Za-z]/

test.use({ viewport: { width: 390, height: 844 } })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: the checkout preselects the city's branch; the address reads in ${language} in the book, the order, the invoice and the back office`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const customer = await signUp(request, 'Huda')
    const product = await productFor(request, 30)
    await fillCart(request, customer, product.id, 1)
    await signInBrowser(context, baseURL!, customer, language)
    const main = page.getByRole('main')

    // A new address at the checkout: the branch follows the city, and the shopper may change it.
    await page.goto('/cart')
    const branch = main.getByLabel(w.branch, { exact: true })
    const chosenBranch = () => branch.locator('option:checked')
    await main.getByLabel(w.city, { exact: true }).selectOption({ label: w.jizan })
    await expect(chosenBranch()).toHaveText(w.jizanBranch)
    await main.getByLabel(w.city, { exact: true }).selectOption({ label: w.riyadh })
    await expect(chosenBranch()).toHaveText(w.riyadhBranch)
    await branch.selectOption({ label: w.jizanBranch })
    await expect(chosenBranch()).toHaveText(w.jizanBranch)
    await branch.selectOption({ label: w.riyadhBranch })
    // With 0.00 in the wallet, paying by wallet shows the balance and the shortfall, disabled.
    const wallet = main.getByRole('radio', { name: w.wallet })
    await expect(wallet).toBeDisabled()
    await main
      .getByLabel(w.details)
      .fill(language === 'ar' ? 'شارع العليا، برج 3' : 'Olaya Street, tower 3')
    await main.getByRole('button', { name: w.placeOrder }).click()
    // The order number is kept whole and left to right in the confirmation.
    const number = main.locator('h1 bdi[dir="ltr"]')
    await expect(number).toHaveText(/^MJ-\d{6}-[A-Z0-9]{6}$/)
    expect(await number.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('nowrap')

    // The book names the city and region in the page's language.
    await page.goto('/user-profile/addresses')
    const saved = main.getByTestId('address')
    await expect(saved).toContainText(
      `${w.riyadh}${language === 'ar' ? '، ' : ', '}${w.riyadhRegion}`,
    )
    if (language === 'ar') await expect(saved.locator('p').nth(1)).not.toHaveText(LATIN)

    // The next checkout starts on the saved Riyadh address, and on the Riyadh branch.
    await fillCart(request, customer, product.id, 1)
    await page.goto('/cart')
    // The saved address (the first radio is the payment's until the address book has loaded).
    const savedChoice = main.getByRole('radio', { name: w.riyadh }).first()
    await expect(savedChoice).toBeChecked()
    const choiceLabel = (await savedChoice.locator('xpath=..').textContent()) ?? ''
    expect(choiceLabel).toContain(w.riyadh)
    if (language === 'ar') expect(choiceLabel.replace(/^[^:]*:/, '')).not.toMatch(LATIN)
    await expect(chosenBranch()).toHaveText(w.riyadhBranch)

    // The order and its invoice: the address in the page's language, the seller's name too.
    const orders = (await (
      await request.get(`${apiUrl}/auth/orders?per_page=1`, {
        headers: { Authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { data: { items: { id: number; order_number: string }[] } }
    const order = orders.data.items[0]!
    await page.goto(`/user-profile/orders/${order.id}`)
    const delivery = main.locator('#order-address').locator('xpath=..')
    await expect(delivery).toContainText(w.riyadhRegion)
    if (language === 'ar') {
      await expect(delivery.locator('p').nth(1)).not.toHaveText(LATIN)
    }
    await page.goto(`/user-profile/orders/${order.id}/invoice`)
    const invoice = main.getByTestId('invoice')
    await expect(invoice).toContainText(w.riyadhRegion)
    await expect(invoice.locator('dd').filter({ hasText: w.seller }).first()).toBeVisible()

    // The back office names the delivery city in the page's language.
    await page.goto('/back-office')
    await page.getByLabel(w.token).fill(adminToken)
    await page.getByRole('button', { name: w.open }).click()
    const row = page.getByTestId('staff-order').filter({ hasText: order.order_number })
    await expect(row.getByTestId('staff-order-delivery')).toHaveText(
      `${w.riyadh}${language === 'ar' ? '، ' : ', '}${w.riyadhRegion}`,
    )
  })

  test(`${language}: every card on /wholesale shows its wholesale price`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto('/wholesale')
    const cards = page.locator('.shop-grid .matjar-product-card')
    await expect(cards.first()).toBeVisible()
    const notes = await cards.locator('.matjar-product-card-note').allTextContents()
    expect(notes.length).toBe(await cards.count())
    for (const note of notes) expect(note.replace(/\s+/g, ' ')).toMatch(w.wholesale)
  })
}
