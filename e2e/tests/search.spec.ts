// Issues 33 and 44: the header's search suggests as the shopper types, and Enter opens the results page
// (the listing with its filters), in both languages, on a 390 px phone.
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

test.use({ viewport: { width: 390, height: 844 } })

const words = {
  en: {
    box: 'Search products',
    typed: 'coff',
    product: 'Brass Arabic Coffee Dallah',
    category: 'Coffee & Tea',
    query: 'coffee',
    results: 'Results for “coffee”',
    found: /Coffee/,
    typo: 'cofee',
    didYouMean: 'Did you mean coffee?',
    // A word nothing like the shop's: the products of the others, and which words those are.
    partial: 'coffee zzqx',
    showing: 'No product has every word; showing results for “coffee”',
  },
  // Typed the informal way (ه for ة): the shop's spelling is still found.
  ar: {
    box: 'ابحث في المنتجات',
    typed: 'قهوه',
    product: 'دلة قهوة عربية نحاسية',
    category: 'القهوة والشاي',
    query: 'قهوه',
    results: 'نتائج البحث عن «قهوه»',
    found: /قهوة/,
    // A letter off: the shop's word is offered, as search folds it (ه for ة), the query above.
    typo: 'قهوي',
    didYouMean: 'هل تقصد قهوه؟',
    partial: 'قهوه ظظظ',
    showing: 'لا يوجد منتج فيه كل الكلمات، نعرض نتائج «قهوه»',
  },
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: the header search suggests products and categories, and a suggestion opens its page`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, '/'))
    const box = page.getByRole('combobox', { name: w.box })
    await box.pressSequentially(w.typed, { delay: 40 })
    const list = page.getByRole('listbox')
    await expect(list.getByRole('option', { name: w.product })).toBeVisible()
    await expect(list.getByRole('option', { name: new RegExp(w.category) })).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    // The list fits the phone's screen, whichever side the page starts from.
    const bounds = await list.boundingBox()
    expect(bounds?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((bounds?.x ?? 0) + (bounds?.width ?? 999)).toBeLessThanOrEqual(390)

    // Arrows move through the suggestions; Escape closes them.
    await box.press('ArrowDown')
    const first = list.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await box.press('Escape')
    await expect(list).toBeHidden()

    await box.press('ArrowDown')
    await list.getByRole('option', { name: w.product }).click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/product/')}\\d+`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.product)
  })

  test(`${language}: Enter in the header search opens the results page with its filters`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, '/'))
    const box = page.getByRole('combobox', { name: w.box })
    await box.fill(w.query)
    await box.press('Enter')
    await expect(page).toHaveURL(
      new RegExp(`${pathIn(language, '/products')}\\?q=${encodeURIComponent(w.query)}`),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.results)
    const names = page.locator('.shop-grid .matjar-product-card h2')
    // The best matches first: the first name holds the word, as the shop spells it.
    await expect(names.first()).toHaveText(w.found)
    // No page wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })

  test(`${language}: a word the shop does not have offers the shop's own word ("did you mean")`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, `/products?q=${encodeURIComponent(w.typo)}`))
    // The typo still finds the products of the word it is close to.
    await expect(page.locator('.shop-grid .matjar-product-card h2').first()).toHaveText(w.found)
    const offer = page.getByText(w.didYouMean)
    await expect(offer).toBeVisible()
    await offer.getByRole('link', { name: w.query }).click()
    await expect(page).toHaveURL(
      new RegExp(`${pathIn(language, '/products')}\\?q=${encodeURIComponent(w.query)}`),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.results)
    // Spelled as the shop spells it, there is nothing to offer.
    await expect(page.getByText(w.didYouMean)).toBeHidden()
  })

  test(`${language}: words no product holds together show the best partial matches and say so`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.goto(pathIn(language, `/products?q=${encodeURIComponent(w.partial)}`))
    await expect(page.locator('.shop-grid .matjar-product-card h2').first()).toHaveText(w.found)
    await expect(page.getByText(w.showing)).toBeVisible()
  })
}
