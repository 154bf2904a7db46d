import { apiUrl } from '../playwright.config.ts'
import { expect, type Page, test } from '../support/test.ts'

const words = {
  en: {
    dir: 'ltr',
    rating: 'Rating',
    savings: 'You save',
    sort: 'Sort by',
    lowest: 'Lowest price',
    apply: 'Apply',
    openImage: /Open image 1/,
    zoomIn: 'Zoom in',
    increase: /Increase|Add one/i,
    addToCart: 'Add to cart',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    details: 'Street, building, landmark',
    city: 'City',
    jizan: 'Jizan',
    shipping: 'Shipping',
    free: 'Free',
    placeOrder: 'Place order',
    confirmed: /Thank you! Order MJ-\d{6}-[A-Z0-9]{6} is confirmed\./,
    money: (amount: string) => `SAR ${amount}`,
    // A no-break space joins the amount and the currency.
    // The delivery day as a shopper reads it, not ISO: "26 November 2026".
    phoneInvalid: 'Invalid phone number',
    nameNeedsLetters: 'A name needs letters, Arabic or Latin',
    guestName: 'Noura Saad',
    localPhone: '051 234 5678',
    summary: /^Total SAR\s\d+\.\d{2}, delivery by \d{1,2} [A-Z][a-z]+ \d{4}\./,
  },
  ar: {
    dir: 'rtl',
    rating: 'التقييم',
    savings: 'توفر',
    sort: 'الترتيب',
    lowest: 'الأقل سعراً',
    apply: 'تطبيق',
    openImage: /افتح الصورة 1/,
    zoomIn: 'تكبير',
    increase: /زيادة|أضف واحدة/,
    addToCart: 'أضف إلى السلة',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    details: 'الشارع، المبنى، أقرب معلم',
    city: 'المدينة',
    jizan: 'جازان',
    shipping: 'الشحن',
    free: 'مجاني',
    placeOrder: 'تأكيد الطلب',
    confirmed: /شكراً لك! تم تأكيد الطلب MJ-\d{6}-[A-Z0-9]{6}\./,
    money: (amount: string) => `${amount} ريال`,
    phoneInvalid: 'رقم الجوال غير صحيح',
    nameNeedsLetters: 'يجب أن يحتوي الاسم على حروف عربية أو لاتينية',
    guestName: 'نورة سعد',
    localPhone: '٠٥١٢٣٤٥٦٧٨',
    summary: /^الإجمالي \d+\.\d{2}\sريال، التوصيل بحلول \d{1,2} [\u0600-\u06FF]+ \d{4}\./,
  },
} as const

/** The stars of every card of the grid, as numbers read from their labels ("4.5 out of 5"). */
const starRatings = async (page: Page) =>
  (
    await page
      .locator('.shop-grid [role="img"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
  ).map((label) => Number(/[\d.]+/.exec(label)?.[0]))

const prices = async (page: Page) =>
  (await page.locator('.shop-grid .matjar-price-now').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  )

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  test(`${language}: a guest filters and sorts a category, zooms a product, adds two products and a colour, changes quantities and checks out with cash on delivery`, async ({
    page,
    context,
    request,
  }) => {
    // The longest journey of the suite: under CI's load it has taken close to a minute.
    test.setTimeout(120_000)
    // The first product of the sorted page with stock for two, read now: other tests buy some.
    const listed = (await (
      await request.get(
        `${apiUrl}/data/products?category=coffee-and-tea&sort=price_asc&per_page=12`,
      )
    ).json()) as { data: { items: { stock: number; has_selections: boolean; price: string }[] } }
    const pick = listed.data.items.findIndex((p) => p.stock >= 6 && !p.has_selections)
    const listedAll = (await (
      await request.get(`${apiUrl}/data/products?per_page=100`)
    ).json()) as {
      data: {
        items: { id: number; has_selections: boolean; price: string; price_before: string | null }[]
      }
    }
    expect(pick).toBeGreaterThanOrEqual(0)

    if (language === 'ar') {
      await context.addCookies([
        { name: 'lang', value: 'ar', url: test.info().project.use.baseURL! },
      ])
    }
    await page.goto('/products/coffee-and-tea')
    await expect(page.locator('html')).toHaveAttribute('dir', w.dir)

    // Filter by rating (4 stars and up): every card left shows at least 4 stars.
    await page.getByLabel(w.rating).selectOption('4')
    await page.getByRole('button', { name: w.apply }).click()
    await expect(page).toHaveURL(/rating=4/)
    // The URL changes before the grid does: wait until the grid shows the filtered cards.
    await expect
      .poll(async () => {
        const stars = await starRatings(page)
        return stars.length > 0 && stars.every((rating) => rating >= 4)
      })
      .toBe(true)
    await page.goto('/products/coffee-and-tea')

    // Sort by lowest price: the form works as a plain GET, so the listing is server-rendered.
    await page.getByLabel(w.sort).selectOption('price_asc')
    await page.getByRole('button', { name: w.apply }).click()
    await expect(page).toHaveURL(/sort=price_asc/)
    // The sorted grid is the API's page for the same query (compared, not read at once).
    await expect.poll(() => prices(page)).toEqual(listed.data.items.map((p) => Number(p.price)))
    const sorted = await prices(page)
    expect(sorted.length).toBeGreaterThan(2)
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b))

    // Open it, look at its picture closely.
    await page.locator('.shop-grid .matjar-product-card h2 a').nth(pick).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The button opens the viewer once the page has hydrated and the viewer's code has loaded
    // (seconds under load): click again only while no viewer shows, never through an open one.
    const viewer = page.getByRole('dialog')
    await expect(async () => {
      if (await viewer.isVisible()) return
      await page.getByRole('button', { name: w.openImage }).click({ timeout: 2_000 })
      await expect(viewer).toBeVisible({ timeout: 5_000 })
    }).toPass()
    await viewer.getByRole('button', { name: w.zoomIn }).click()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()

    // Two of it into the cart.
    const info = page.locator('.shop-product-info')
    await info.getByRole('button', { name: w.increase }).click()
    await info.getByRole('button', { name: w.addToCart }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('2')

    // A colour variant of a discounted product (the shemagh): a colour other than the one the
    // page starts on, of those in stock now (the tests before may have bought some).
    const shemagh = listedAll.data.items.find((p) => p.has_selections && p.price_before)!
    const colours = (
      (await (
        await request.get(`${apiUrl}/data/products/${shemagh.id}`, {
          headers: { 'Accept-Language': language },
        })
      ).json()) as { data: { product: { selections: { name: string; stock: number }[] } } }
    ).data.product.selections.filter((s) => s.stock > 0)
    expect(colours.length, 'two colours of the shemagh in stock').toBeGreaterThanOrEqual(2)
    await page.goto(`/product/${shemagh.id}`)
    await page.getByRole('radio', { name: colours[1]!.name, exact: true }).check()
    await info.getByRole('button', { name: w.addToCart }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('3')

    // In the cart: one more of the first line, and the offer's savings shown.
    await page.goto('/cart')
    await page.getByRole('button', { name: w.increase }).first().click()
    await expect(page.getByTestId('cart-count')).toHaveText('4')
    const expected = sorted[pick]! * 3 + Number(shemagh.price)
    // Amounts carry the currency in the page's language: SAR 12.00, or 12.00 ريال.
    await expect(page.getByTestId('subtotal')).toHaveText(w.money(expected.toFixed(2)))
    await expect(page.getByText(w.savings)).toBeVisible()
    await expect(page.getByTestId('savings')).toHaveText(
      w.money((Number(shemagh.price_before) - Number(shemagh.price)).toFixed(2)),
    )
    await page.getByLabel(w.name).fill('Noura Saad')
    await page.getByLabel(w.email).fill('noura@example.com')
    await page.getByLabel(w.details).fill('King Fahd Road, building 12')
    // A name of emoji and a number that is none are marked on their fields; nothing is ordered.
    await page.getByLabel(w.name).fill('😀🔥')
    await page.getByLabel(w.phone).fill('12')
    await page.getByRole('button', { name: w.placeOrder }).click()
    await expect(page.getByText(w.phoneInvalid)).toBeVisible()
    await expect(page.getByText(w.nameNeedsLetters)).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('4')
    await page.getByLabel(w.name).fill(w.guestName)
    // A Saudi number as Saudis type it: 05…, and on an Arabic keyboard Arabic-Indic digits.
    await page.getByLabel(w.phone).fill(w.localPhone)
    // The city comes from the shop's list, named in the page's language; before the button the
    // checkout shows the shipping to it and the total the order will charge.
    await page.getByLabel(w.city, { exact: true }).selectOption({ label: w.jizan })
    const shipping = expected >= 300 ? 0 : 10
    await expect(page.getByTestId('quote-shipping')).toHaveText(
      shipping === 0 ? w.free : w.money('10.00'),
    )
    const toPay = w.money((expected + shipping).toFixed(2))
    await expect(page.getByTestId('quote-total')).toHaveText(toPay)
    await page.getByRole('button', { name: w.placeOrder }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmed)
    await expect(page.locator('.shop-confirmation p')).toHaveText(w.summary)
    await expect(page.locator('.shop-confirmation p')).toContainText(toPay)
    await expect(page.getByTestId('cart-count')).toHaveText('0')
  })
}
