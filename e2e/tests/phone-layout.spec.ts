// Issue 35 at 390 × 844, in both languages: a header of at most two rows whose buttons stay
// readable with the sign-in dropdown open (axe, light and dark), the listing's filters behind a
// button, "Add to cart" on a product page's first screen, and cards whose prices line up.
import AxeBuilder from '@axe-core/playwright'
import { apiUrl } from '../playwright.config.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, type Page, test } from '../support/test.ts'

const words = {
  en: { signIn: 'Sign in', filters: 'Filters', sortBy: 'Sort by', addToCart: 'Add to cart' },
  ar: { signIn: 'تسجيل الدخول', filters: 'التصفية', sortBy: 'الترتيب', addToCart: 'أضف إلى السلة' },
} as const

test.use({ viewport: { width: 390, height: 844 } })

/**
 * The rows the header's parts sit on: their distinct tops (within 12 px). The loading bar is the
 * header's too, but fixed to the window's top edge, on no row of the header.
 */
const headerRows = (page: Page) =>
  page.locator('header.shop-header').evaluate((header) => {
    const tops: number[] = []
    for (const part of header.children) {
      const box = part.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (getComputedStyle(part).position === 'fixed') continue
      if (!tops.some((top) => Math.abs(top - box.top) < 12)) tops.push(box.top)
    }
    return tops.length
  })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: the header takes two rows and its buttons read in light and dark, the dropdown open`, async ({
    page,
    context,
    baseURL,
  }) => {
    for (const mode of ['light', 'dark'] as const) {
      await chooseLanguage(context, language)
      await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: baseURL! }])
      await page.goto('/')
      expect(await headerRows(page)).toBeLessThanOrEqual(2)
      const header = page.getByRole('banner')
      await header.getByRole('button', { name: w.signIn }).click()
      await expect(page.locator('.shop-login-dropdown')).toBeVisible()
      // The pointer stays over the button, as a shopper's does after the click.
      await header.getByRole('button', { name: w.signIn }).hover()
      const { violations } = await new AxeBuilder({ page })
        .include('header.shop-header')
        .withRules(['color-contrast'])
        .analyze()
      expect(violations.flatMap((each) => each.nodes.map((node) => node.target.join(' ')))).toEqual(
        [],
      )
    }
  })

  test(`${language}: the filters wait behind a button; the first product shows on the first screen`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto('/products')
    const sort = page.getByLabel(w.sortBy)
    await expect(sort).toBeHidden()
    const firstCard = page.locator('.shop-grid .matjar-product-card').first()
    expect((await firstCard.boundingBox())!.y).toBeLessThan(844 / 2)
    await page.getByText(w.filters, { exact: true }).click()
    await expect(sort).toBeVisible()
  })

  test(`${language}: "Add to cart" is on a product page's first screen`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    const listed = (await (await request.get(`${apiUrl}/data/products?per_page=100`)).json()) as {
      data: { items: { id: number; stock: number; has_selections: boolean }[] }
    }
    // One product without colours and one with: the colours' choice takes room too.
    const plain = listed.data.items.find((each) => each.stock > 0 && !each.has_selections)!
    const coloured = listed.data.items.find((each) => each.stock > 0 && each.has_selections)!
    for (const product of [plain, coloured]) {
      await page.goto(`/product/${product.id}`)
      const add = page.locator('.shop-buy').getByRole('button', { name: w.addToCart, exact: true })
      await expect(add).toBeVisible()
      const box = (await add.boundingBox())!
      expect(box.y + box.height, `product ${product.id}`).toBeLessThanOrEqual(844)
    }
  })

  test(`${language}: rated and unrated cards of a row have their prices at one height`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    const rows: { rated: boolean; price: number }[][] = []
    for (const listing of ['/products', '/products?page=2', '/products?page=3']) {
      await page.goto(listing)
      const cards = page.locator('.shop-grid .matjar-product-card')
      rows.push(
        ...(await cards.evaluateAll((all) => {
          const byRow = new Map<number, { rated: boolean; price: number }[]>()
          for (const card of all) {
            const top = Math.round(card.getBoundingClientRect().top)
            const price = card.querySelector('.matjar-price')!.getBoundingClientRect().top
            const rated = card.querySelector('.matjar-stars') !== null
            byRow.set(top, [...(byRow.get(top) ?? []), { rated, price }])
          }
          return [...byRow.values()]
        })),
      )
    }
    // Among them a row of a rated and an unrated product.
    expect(rows.some((row) => row.some((c) => c.rated) && row.some((c) => !c.rated))).toBe(true)
    for (const row of rows) {
      const prices = row.map((card) => Math.round(card.price))
      expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1)
    }
  })

  test(`${language}: a password's show button never covers what is typed`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, '/auth'))
    const toggle = page.getByRole('main').locator('.matjar-field-toggle').first()
    await expect(toggle).toBeVisible()
    // The password reads left to right in both languages; the button sits at the page's end.
    const covered = await toggle.evaluate((button) => {
      const input = button.parentElement!.querySelector('input')!
      const box = input.getBoundingClientRect()
      const style = getComputedStyle(input)
      const textLeft = box.left + Number.parseFloat(style.paddingLeft)
      const textRight = box.right - Number.parseFloat(style.paddingRight)
      const own = button.getBoundingClientRect()
      return Math.max(0, Math.min(textRight, own.right) - Math.max(textLeft, own.left))
    })
    expect(covered).toBe(0)
  })
}
