import { apiData as api } from '../support/api-data.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { expect, type Page, test } from '../support/test.ts'

interface Category {
  id: number
  path: string
  name: string
  image: { url: string } | null
  children: Category[]
}
interface HomeSection {
  type: string
  title?: string
  kind?: string
  slides?: { title: string | null; link: string | null }[]
  items?: { id: number; name: string; path?: string; slug?: string; title?: string }[]
}

const words = {
  en: {
    seeAll: 'See all',
    categories: 'Categories',
    allProducts: 'All products',
    blog: 'Blog',
    forward: 'Scroll forward',
  },
  ar: {
    seeAll: 'عرض الكل',
    categories: 'الأقسام',
    allProducts: 'كل المنتجات',
    blog: 'المدونة',
    forward: 'مرّر للأمام',
  },
} as const

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

for (const language of ['en', 'ar'] as const) {
  const w = words[language]
  const at = (path: string) => pathIn(language, path)

  test(`${language}: the home page shows every section, and each link leads where it says`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await chooseLanguage(page.context(), language)
    const { sections } = await api<{ sections: HomeSection[] }>(request, '/data/home', language)
    await page.goto(at('/'))
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')

    // Banners first: every slide links to its listing or product, the first picture fetched first.
    const banners = sections.find((s) => s.type === 'banners')!
    const slides = page.locator('.shop-banner')
    await expect(slides).toHaveCount(banners.slides!.length)
    for (const [i, slide] of banners.slides!.entries()) {
      await expect(slides.nth(i)).toHaveAttribute('href', at(slide.link!))
      await expect(slides.nth(i)).toContainText(slide.title!)
    }
    await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)

    // Every other section under its own heading, in the API's order, with its "See all".
    const titled = sections.filter((s) => s.title)
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /./ })).toContainText(
      titled.map((s) => s.title!),
    )
    const seeAll = (title: string) => page.getByRole('link', { name: `${w.seeAll} ${title}` })
    const expected: Record<string, string> = {
      categories: '/categories',
      offers: '/offers',
      new: '/products',
      best_sellers: '/products?sort=best_sellers',
      brands: '/brands',
      blogs: '/blogs',
    }
    for (const section of titled) {
      await expect(seeAll(section.title!)).toHaveAttribute(
        'href',
        at(expected[section.kind ?? section.type]!),
      )
    }
    // The rows show their products; categories, brands and posts their items.
    for (const section of titled) {
      const region = page.getByRole('region', { name: section.title! })
      for (const item of section.items!.slice(0, 3)) {
        await expect(
          region.getByRole('link', { name: item.name ?? item.title, exact: true }).first(),
        ).toBeAttached()
      }
    }

    // The links lead where they say: a banner, a category, a product, and each "See all".
    await slides.first().click()
    const firstListing = banners.slides![0]!.link!
    await expect(page).toHaveURL(new RegExp(`${firstListing.replace(/[/?]/g, '\\$&')}$`))
    await expect(h1(page)).toBeVisible()
    await page.goBack()

    const categories = sections.find((s) => s.type === 'categories')!
    const category = categories.items![1]!
    await page
      .getByRole('region', { name: categories.title! })
      .getByRole('link', { name: category.name, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/products/${category.path}$`))
    await expect(h1(page)).toHaveText(category.name)
    await page.goBack()

    const best = sections.find((s) => s.kind === 'best_sellers')!
    await page
      .getByRole('region', { name: best.title! })
      .getByRole('link', { name: best.items![0]!.name, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/product/${best.items![0]!.id}$`))
    await expect(h1(page)).toHaveText(best.items![0]!.name)
    await page.goBack()

    const destinations: [string, RegExp | string][] = [
      [categories.title!, w.categories],
      [
        sections.find((s) => s.kind === 'offers')!.title!,
        sections.find((s) => s.kind === 'offers')!.title!,
      ],
      [sections.find((s) => s.kind === 'new')!.title!, w.allProducts],
      [
        sections.find((s) => s.type === 'brands')!.title!,
        sections.find((s) => s.type === 'brands')!.title!,
      ],
      [sections.find((s) => s.type === 'blogs')!.title!, w.blog],
    ]
    for (const [title, heading] of destinations) {
      await seeAll(title).click()
      await expect(h1(page)).toHaveText(heading)
      await page.goBack()
    }
    // Best sellers: the listing in the same order as the home's row.
    await seeAll(best.title!).click()
    await expect(page).toHaveURL(/sort=best_sellers/)
    const listed = page.locator('.shop-grid .matjar-product-card-name')
    await expect(listed.first()).toHaveText(best.items![0]!.name)
    await expect(listed.nth(1)).toHaveText(best.items![1]!.name)
  })

  test(`${language}: /categories lists every category and subcategory, each opening its listing`, async ({
    page,
    request,
  }) => {
    await chooseLanguage(page.context(), language)
    const tree = await api<Category[]>(request, '/data/categories', language)
    await page.goto(at('/categories'))
    await expect(h1(page)).toHaveText(w.categories)
    const everyOne = tree.flatMap((category) => [category, ...category.children])
    expect(everyOne.length).toBeGreaterThan(tree.length)
    for (const category of everyOne) {
      const link = page.locator(`a[href="${at(`/products/${category.path}`)}"]`)
      await expect(link, category.path).toHaveCount(1)
      await expect(link).toContainText(category.name)
      // Its picture, decorative beside the name, offered in modern formats.
      await expect(link.locator('picture source[type="image/avif"]')).toHaveCount(1)
      await expect(link.locator('img')).toHaveAttribute('alt', '')
    }
    for (const category of tree) {
      await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible()
    }
    const sub = tree[0]!.children[0]!
    await page.locator(`a[href="${at(`/products/${sub.path}`)}"]`).click()
    await expect(h1(page)).toHaveText(sub.name)
  })

  test(`${language}: product rows scroll sideways on a phone, by button and by keyboard`, async ({
    page,
    request,
  }) => {
    await chooseLanguage(page.context(), language)
    await page.setViewportSize({ width: 390, height: 844 })
    const { sections } = await api<{ sections: HomeSection[] }>(request, '/data/home', language)
    const offers = sections.find((s) => s.kind === 'offers')!
    await page.goto(at('/'))
    const row = page.getByRole('region', { name: offers.title! })
    const track = row.getByRole('list', { name: offers.title! })
    const forward = row.getByRole('button', { name: `${w.forward}: ${offers.title}` })
    await expect(forward).toBeVisible()
    // The arrow points the reading way: right in English, left in Arabic.
    await expect(forward.locator('path')).toHaveAttribute(
      'd',
      language === 'ar' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6',
    )
    const scrolled = () => track.evaluate((list) => list.scrollLeft)
    expect(await scrolled()).toBe(0)
    await forward.click()
    await expect.poll(scrolled).not.toBe(0)
    // Forward runs towards the line's end: rightwards in English, leftwards in Arabic.
    expect(Math.sign(await scrolled())).toBe(language === 'ar' ? -1 : 1)

    // By keyboard: tabbing along the row brings each card into view, to the last.
    const last = offers.items!.at(-1)!
    const link = track.getByRole('link', { name: last.name, exact: true })
    await expect(link).not.toBeInViewport()
    await track.getByRole('link').first().focus()
    for (let i = 0; i < 40 && !(await link.evaluate((a) => a === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(link).toBeFocused()
    await expect(link).toBeInViewport()
  })
}
