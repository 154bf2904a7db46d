import { apiUrl } from '../playwright.config.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

test('searching from the header lists what matches, and Load More appends the next page', async ({
  page,
}) => {
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.fill('tea')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products\?q=tea/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tea”')
  const names = page.locator('.shop-grid .matjar-product-card h2')
  await expect(names.filter({ hasText: /tea/i }).first()).toBeVisible()

  await page.goto('/products')
  const cards = page.locator('.shop-grid > li')
  await expect(cards).toHaveCount(12)
  // The next page is read after the first page's cursor, not by its number.
  const next = page.waitForRequest(/\/data\/products\?.*cursor=/)
  await page.getByRole('button', { name: 'Load More' }).click()
  await next
  await expect(cards).toHaveCount(24)
  // 24 different products: none of the first page again.
  const links = await cards.evaluateAll((items) =>
    items.map((item) => item.querySelector('a')?.getAttribute('href')),
  )
  expect(new Set(links).size).toBe(24)
  // The first page is still there, the second follows it.
  await expect(page).toHaveURL(/\/products$/)
})

for (const language of ['en', 'ar'] as const) {
  const w = {
    en: { brands: 'Brands', title: 'Brands | Matjar', count: (n: number) => `${n} products` },
    ar: {
      brands: 'العلامات التجارية',
      title: 'العلامات التجارية | متجر',
      count: (n: number) => `${n} منتج`,
    },
  }[language]

  test(`${language}: the brands page lists every brand, and a brand opens its products`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    const brands = (
      (await (
        await request.get(`${apiUrl}/data/brands`, { headers: { 'Accept-Language': language } })
      ).json()) as { data: { slug: string; name: string; products_count: number }[] }
    ).data
    expect(brands.length).toBeGreaterThan(1)

    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: w.brands }).click()
    await expect(page).toHaveURL(/\/brands$/)
    await expect(page).toHaveTitle(w.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.brands)
    const links = page.locator('.shop-brand-list a')
    await expect(links).toHaveCount(brands.length)

    const brand = brands.find((b) => b.products_count > 0)!
    const link = links.filter({ hasText: brand.name })
    await expect(link).toContainText(w.count(brand.products_count))
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/products\\?brand=${brand.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name)
    await expect(page.getByText(w.count(brand.products_count))).toBeVisible()
    await expect(page.locator('.shop-grid > li')).toHaveCount(Math.min(12, brand.products_count))
    // The filter form shows the brand chosen.
    await expect(page.locator('select[name="brand"]')).toHaveValue(brand.slug)
  })
}

test('Arabic: a review written in English reads left to right inside the Arabic page', async ({
  page,
  context,
  request,
}) => {
  // A product with a review in English (the seed writes reviews in both languages).
  const listed = (await (await request.get(`${apiUrl}/data/products?per_page=100`)).json()) as {
    data: { items: { id: number }[] }
  }
  let found: { id: number; comment: string } | null = null
  for (const { id } of listed.data.items) {
    // The reviews the product page shows.
    const details = (await (await request.get(`${apiUrl}/data/products/${id}`)).json()) as {
      data: { reviews: { comment: string | null }[] }
    }
    const english = details.data.reviews.find((r) => r.comment && /^[A-Za-z]/.test(r.comment))
    if (english?.comment) {
      found = { id, comment: english.comment }
      break
    }
  }
  expect(found).not.toBeNull()
  await chooseLanguage(context, 'ar')
  await page.goto(`/product/${found!.id}`)
  const review = page.locator('.shop-reviews').getByText(found!.comment).first()
  await expect(review).toBeVisible()
  expect(await review.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr')
  // …while the page around it reads right to left.
  expect(
    await page.locator('.shop-reviews h2').evaluate((node) => getComputedStyle(node).direction),
  ).toBe('rtl')
})

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a product's wholesale price reads with its currency`, async ({
    page,
    context,
    request,
  }) => {
    const listed = (await (await request.get(`${apiUrl}/data/wholesale-products`)).json()) as {
      data: {
        items: {
          id: number
          stock: number
          has_selections: boolean
          wholesale_price: string
          wholesale_min_quantity: number
        }[]
      }
    }
    // One with the stock to reach the threshold now: the tests before may have bought some.
    const item = listed.data.items.find(
      (p) => !p.has_selections && p.stock >= p.wholesale_min_quantity,
    )!
    expect(item, 'a wholesale product with stock for its threshold').toBeTruthy()
    await chooseLanguage(context, language)
    await page.goto(`/product/${item.id}`)
    const n = item.wholesale_min_quantity
    await expect(page.locator('.shop-wholesale')).toHaveText(
      language === 'ar'
        ? `الجملة: ${item.wholesale_price} ريال ابتداءً من ${n % 100 >= 3 && n % 100 <= 10 ? `${n} وحدات` : `${n} وحدة`}`
        : `Wholesale: SAR ${item.wholesale_price} from ${n} units`,
    )

    // Reaching the threshold switches the price, on the page, in the cart and in its total.
    const money = (amount: string) => (language === 'ar' ? `${amount} ريال` : `SAR ${amount}`)
    const total = (Number(item.wholesale_price) * n).toFixed(2)
    const increase = page.getByRole('button', {
      name: language === 'ar' ? 'زيادة الكمية' : 'Increase quantity',
    })
    for (let i = 1; i < n; i++) await increase.click()
    await expect(page.locator('.shop-wholesale-applies')).toHaveText(
      language === 'ar'
        ? `يُطبَّق سعر الجملة: ${n} × ${money(item.wholesale_price)} = ${money(total)}`
        : `Wholesale price applies: ${n} × ${money(item.wholesale_price)} = ${money(total)}`,
    )
    await page
      .locator('.shop-buy')
      .getByRole('button', { name: language === 'ar' ? 'أضف إلى السلة' : 'Add to cart' })
      .click()
    await expect(
      page.getByText(language === 'ar' ? 'تمت الإضافة إلى السلة' : 'Added to cart'),
    ).toBeVisible()
    await page.goto('/cart')
    const line = page.locator('.shop-cart-lines > li').first()
    await expect(line).toContainText(money(item.wholesale_price))
    await expect(line).toContainText(language === 'ar' ? 'سعر الجملة' : 'Wholesale price')
    await expect(page.locator('main')).toContainText(money(total))
  })
}

for (const [language, words] of [
  ['en', { endsIn: 'Offer ends in', days: /13 days/ }],
  ['ar', { endsIn: 'ينتهي العرض خلال', days: /13 يومًا/ }],
] as const) {
  test(`${language}: an offer's page counts down to its end`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    const listed = (await (await request.get(`${apiUrl}/data/offers?per_page=1`)).json()) as {
      data: { items: { id: number; offer_ends_at: string }[] }
    }
    const offer = listed.data.items[0]!
    await page.goto(`/product/${offer.id}`)
    const timer = page.getByRole('timer')
    await expect(page.locator('.shop-offer-ends')).toContainText(words.endsIn)
    // The seed's offers end 14 days after it ran: 13 whole days and some hours are left.
    await expect(timer).toContainText(words.days)
    const seconds = await timer.locator('.matjar-countdown-value').last().textContent()
    await expect(timer.locator('.matjar-countdown-value').last()).not.toHaveText(seconds!, {
      timeout: 3000,
    })
  })
}

for (const [language, w] of [
  [
    'en',
    {
      open: /^Open image 1 of/,
      next: 'Next image',
      previous: 'Previous image',
      position: (n: number, count: number) => `Image ${n} of ${count}`,
    },
  ],
  [
    'ar',
    {
      open: /^افتح الصورة 1 من/,
      next: 'الصورة التالية',
      previous: 'الصورة السابقة',
      position: (n: number, count: number) => `الصورة ${n} من ${count}`,
    },
  ],
] as const) {
  test(`${language}: a product's several pictures are stepped through in the image viewer, and a colour shows its own`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    const listed = (await (await request.get(`${apiUrl}/data/products?per_page=60`)).json()) as {
      data: { items: { id: number; has_selections: boolean }[] }
    }
    const coloured = listed.data.items.find((item) => item.has_selections)!
    const details = (await (
      await request.get(`${apiUrl}/data/products/${coloured.id}`, {
        headers: { 'Accept-Language': language },
      })
    ).json()) as {
      data: {
        product: {
          images: { alt: string }[]
          selections: { name: string; stock: number; image: { alt: string } | null }[]
        }
      }
    }
    const { images, selections } = details.data.product
    expect(images.length).toBeGreaterThanOrEqual(3)
    await page.goto(`/product/${coloured.id}`)

    // The chosen colour's picture first, then the product's views.
    const chosen = selections.find((s) => s.stock > 0)!
    const count = images.length + 1
    const gallery = page.locator('.shop-gallery img')
    await expect(gallery).toHaveCount(count)
    await expect(gallery.first()).toHaveAttribute('alt', chosen.image!.alt)

    await page.getByRole('button', { name: w.open }).click()
    const viewer = page.getByRole('dialog')
    await expect(viewer.locator('.matjar-viewer-position')).toHaveText(w.position(1, count))
    // The picture sits in the middle of the space under the toolbar.
    const stage = (await viewer.locator('.matjar-viewer-stage').boundingBox())!
    const shown = (await viewer.locator('.matjar-viewer-stage img').boundingBox())!
    expect(Math.abs(shown.y + shown.height / 2 - (stage.y + stage.height / 2))).toBeLessThan(2)
    await viewer.getByRole('button', { name: w.next }).click()
    await expect(viewer.locator('.matjar-viewer-position')).toHaveText(w.position(2, count))
    await expect(viewer.locator('.matjar-viewer-stage img')).toHaveAttribute('alt', images[0]!.alt)
    await viewer.getByRole('button', { name: w.next }).click()
    await expect(viewer.locator('.matjar-viewer-position')).toHaveText(w.position(3, count))
    await viewer.getByRole('button', { name: w.previous }).click()
    await expect(viewer.locator('.matjar-viewer-position')).toHaveText(w.position(2, count))
    // In Arabic, "next" sits on the left, as the page reads right to left.
    const nextBox = (await viewer.getByRole('button', { name: w.next }).boundingBox())!
    const previousBox = (await viewer.getByRole('button', { name: w.previous }).boundingBox())!
    expect(nextBox.x > previousBox.x).toBe(language === 'en')
    await page.keyboard.press('Escape')
    // Closed, focus is back on the picture that opened it.
    await expect(viewer).toBeHidden()
    await expect(page.getByRole('button', { name: w.open })).toBeFocused()

    // Another colour puts its own picture first.
    const other = selections.find((s) => s.stock > 0 && s !== chosen)
    if (other) {
      await page.getByRole('radio', { name: other.name, exact: true }).check()
      await expect(gallery.first()).toHaveAttribute('alt', other.image!.alt)
    }
  })
}
