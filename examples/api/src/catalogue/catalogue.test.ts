import type { ProductListQuery, ProductSummary } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../db/schema.ts'
import { asSent, succeeded } from '../test/api-caller.ts'
import { useSeededShop } from '../test/shop.ts'

/** The catalogue calls on the real seed catalogue. */
const shop = useSeededShop()

type Listing = 'listProducts' | 'listOffers' | 'listWholesaleProducts'
const list = async (
  query: ProductListQuery = {},
  name: Listing = 'listProducts',
  language = 'en',
) => {
  const answer = await shop.call(name, { query, language })
  expect(answer.status, answer.text).toBe(200)
  return succeeded(answer).data
}
const all = async (query: ProductListQuery): Promise<ProductSummary[]> =>
  (await list({ ...query, per_page: 100 })).items
const prices = (items: ProductSummary[]) => items.map((item) => Number(item.price))

describe('catalogue', () => {
  it('seeds a bilingual shop of 60+ products, pages of 20 by default', async () => {
    const page = await list()
    expect(page.meta.total).toBeGreaterThanOrEqual(60)
    expect(page.items).toHaveLength(20)
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 20))
    const arabic = await list({}, 'listProducts', 'ar')
    expect(arabic.items[0]?.name).toMatch(/[\u0600-\u06FF]/)
  })

  it('pages without overlap (Prev, Next, Load More)', async () => {
    const first = await list({ per_page: 10, page: 1 })
    const second = await list({ per_page: 10, page: 2 })
    const ids = new Set(first.items.map((item) => item.id))
    expect(second.items.some((item) => ids.has(item.id))).toBe(false)
  })

  it('lists a category with its subcategories, and a subcategory alone', async () => {
    const tree = succeeded(await shop.call('listCategories')).data
    const sweets = tree.find((category) => category.path === 'dates-and-sweets')
    expect(sweets?.children.map((child) => child.path)).toEqual([
      'dates-and-sweets/dates',
      'dates-and-sweets/honey',
    ])
    const parent = await all({ category: 'dates-and-sweets' })
    const dates = await all({ category: 'dates-and-sweets/dates' })
    const honey = await all({ category: 'dates-and-sweets/honey' })
    expect(parent.length).toBe(dates.length + honey.length)
    expect(sweets?.products_count).toBe(parent.length)
    expect(dates.every((item) => /Date/.test(item.name))).toBe(true)
    // Every category and subcategory has its own picture, named after it.
    const everyOne = tree.flatMap((category) => [category, ...category.children])
    expect(everyOne.every((category) => category.image?.alt === category.name)).toBe(true)
    expect(new Set(everyOne.map((category) => category.image?.url)).size).toBe(everyOne.length)
  })

  it('filters by brand, words (English or Arabic) and price range', async () => {
    const brands = succeeded(await shop.call('listBrands')).data
    const najd = brands.find((brand) => brand.slug === 'najd-dates')
    expect((await all({ brand: 'najd-dates' })).length).toBe(najd?.products_count)
    expect(brands.every((brand) => brand.logo?.url.endsWith('.png'))).toBe(true)
    expect((await all({ q: 'honey' })).every((item) => /honey/i.test(item.name))).toBe(true)
    expect((await all({ q: 'عسل' })).length).toBeGreaterThan(0)
    const ranged = await all({ price_min: '50.00', price_max: '100.00' })
    expect(ranged.length).toBeGreaterThan(0)
    expect(prices(ranged).every((price) => price >= 50 && price <= 100)).toBe(true)
  })

  it('sorts by highest and lowest price', async () => {
    const high = prices(await all({ sort: 'price_desc' }))
    const low = prices(await all({ sort: 'price_asc' }))
    expect(high).toEqual([...high].sort((a, b) => b - a))
    expect(low).toEqual([...low].sort((a, b) => a - b))
  })

  it('filters by stars: 4 and up, and exactly 5', async () => {
    const four = await all({ rating: 4 })
    expect(four.length).toBeGreaterThan(0)
    expect(four.every((item) => item.rating >= 4)).toBe(true)
    expect((await all({ rating: 5 })).every((item) => item.rating === 5)).toBe(true)
  })

  it('lists offers and wholesale products', async () => {
    const offers = (await list({ per_page: 100 }, 'listOffers')).items
    expect(offers.length).toBeGreaterThan(0)
    expect(
      offers.every((item) => item.is_offer && item.price_before !== null && item.discount_text),
    ).toBe(true)
    const wholesale = (await list({ per_page: 100 }, 'listWholesaleProducts')).items
    expect(wholesale.length).toBeGreaterThan(0)
    expect(
      wholesale.every(
        (item) =>
          item.wholesale_price !== null &&
          item.wholesale_min_quantity !== null &&
          item.stock >= item.wholesale_min_quantity,
      ),
    ).toBe(true)
  })

  it('promises no wholesale price the stock cannot reach', async () => {
    const [first] = (await list({ per_page: 1 }, 'listWholesaleProducts')).items
    if (!first?.wholesale_min_quantity) throw new Error('The seed sells something wholesale')
    // Fewer units left than the threshold: the card and the wholesale list say nothing of it.
    await shop.database.db
      .update(products)
      .set({ stock: first.wholesale_min_quantity - 1 })
      .where(eq(products.id, first.id))
    // Queries not asked before: the app's short read cache has no answer from before the change.
    const all = (await list({ per_page: 99 })).items
    expect(all.find((item) => item.id === first.id)).toMatchObject({
      wholesale_price: null,
      wholesale_min_quantity: null,
    })
    const wholesale = (await list({ per_page: 98 }, 'listWholesaleProducts')).items
    expect(wholesale.map((item) => item.id)).not.toContain(first.id)
  })

  it('refuses a bad filter with 422', async () => {
    const refused = [
      { rating: 7 },
      { sort: 'random' },
      { price_min: '12.555' },
      { page: 0 },
      { colour: 'red' },
    ]
    for (const query of refused) {
      const answer = await shop.call('listProducts', { query: asSent(query) })
      expect(answer.status, JSON.stringify(query)).toBe(422)
    }
  })

  it('shows a product page with specifications, reviews and similar products, in Arabic too', async () => {
    const [first] = (await list({ category: 'dates-and-sweets/dates' })).items
    const res = await shop.call('getProduct', { params: { id: first!.id }, language: 'ar' })
    expect(res.status).toBe(200)
    const { product, reviews, similar_products } = succeeded(res).data
    expect(product.category?.path).toBe('dates-and-sweets/dates')
    expect(product.brand?.slug).toBe('najd-dates')
    expect(product.description).toMatch(/[\u0600-\u06FF]/)
    expect(product.specifications.map((spec) => spec.label)).toContain('المنشأ')
    expect(product.ratings_count).toBe(reviews.length)
    expect(similar_products.every((item) => item.id !== product.id)).toBe(true)
    expect(similar_products.length).toBeGreaterThan(0)
    const image = await shop.app.request(product.images[0]?.url ?? '')
    expect(image.headers.get('content-type')).toBe('image/jpeg')
  })

  it('gives most products 3 to 5 distinct views, and each colour its own picture', async () => {
    const items = (await list({ per_page: 60 })).items
    const details = async (id: number, language = 'en') =>
      succeeded(await shop.call('getProduct', { params: { id }, language })).data.product
    const counts = await Promise.all(
      items.slice(0, 12).map(async (item) => (await details(item.id)).images.length),
    )
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(3)
    expect(new Set(counts).size).toBeGreaterThan(1)

    const product = await details(items[0]!.id)
    expect(new Set(product.images.map((image) => image.url)).size).toBe(product.images.length)
    expect(new Set(product.images.map((image) => image.alt)).size).toBe(product.images.length)
    for (const image of product.images) {
      const res = await shop.app.request(image.url)
      expect(res.status, image.url).toBe(200)
      expect(image).toMatchObject({ width: 240, height: 240 })
    }
    // The card shows the first view.
    expect(items[0]!.image?.url).toBe(product.images[0]!.url)

    const coloured = items.find((item) => item.has_selections)!
    const rug = await details(coloured.id, 'ar')
    expect(rug.selections.length).toBeGreaterThan(1)
    expect(new Set(rug.selections.map((s) => s.image?.url)).size).toBe(rug.selections.length)
    for (const selection of rug.selections) {
      expect(selection.colour).toMatch(/^#[0-9a-f]{6}$/)
      expect(selection.image?.alt).toContain(selection.name)
      const picture = await shop.app.request(selection.image!.url)
      expect(picture.status).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/jpeg')
    }
  })

  it('lists every product as id and slug, in pages as large as a sitemap file', async () => {
    const links = async (query: { page?: number; per_page?: number }) => {
      const res = await shop.call('listProductLinks', { query })
      expect(res.status, res.text).toBe(200)
      return succeeded(res).data
    }
    const all = await links({ per_page: 25000 })
    expect(all.items).toHaveLength(all.meta.total)
    expect((await links({})).items).toEqual(all.items.slice(0, 20))
    expect(all.items.map((item) => item.id)).toEqual(
      [...all.items.map((item) => item.id)].sort((a, b) => a - b),
    )
    const second = await links({ per_page: 10, page: 2 })
    expect(second.items).toEqual(all.items.slice(10, 20))
    expect(second.meta.last_page).toBe(Math.ceil(all.meta.total / 10))
    const refused = [{ per_page: 25001 }, { page: 0 }, { per_page: 'x' }, { sort: 'price_asc' }]
    for (const query of refused) {
      const answer = await shop.call('listProductLinks', { query: asSent(query) })
      expect(answer.status, JSON.stringify(query)).toBe(422)
    }
  })

  it('answers 404 for an unknown product', async () => {
    expect((await shop.call('getProduct', { params: { id: 999999 } })).status).toBe(404)
    expect((await shop.call('getProduct', { params: asSent({ id: 'abc' }) })).status).toBe(422)
  })

  it("answers 404 for a category or brand that is not there, in the shopper's language", async () => {
    // A subcategory's slug alone is not its path: a 404 says so, where an empty list would not.
    for (const [query, en, ar] of [
      [{ category: 'dates' }, 'No such category', 'الفئة غير موجودة'],
      [{ category: 'dates-and-sweets/figs' }, 'No such category', 'الفئة غير موجودة'],
      [{ brand: 'no-such-brand' }, 'No such brand', 'العلامة التجارية غير موجودة'],
    ] as const) {
      for (const [language, words] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const answer = await shop.call('listProducts', { query, language })
        expect(answer.status, JSON.stringify(query)).toBe(404)
        expect(answer.ok ? '' : answer.error.message).toBe(words)
      }
    }
    expect((await all({ category: 'dates-and-sweets/dates' })).length).toBeGreaterThan(0)
  })

  it("pages a product's reviews, newest first, the same the product page shows", async () => {
    const items = (await list({ per_page: 60 })).items
    const reviewed = items.find((item) => item.ratings_count >= 3)!
    const page = async (query: { page?: number; per_page?: number }) => {
      const res = await shop.call('listProductReviews', { params: { id: reviewed.id }, query })
      expect(res.status, res.text).toBe(200)
      return succeeded(res).data
    }
    const first = await page({ per_page: 2 })
    expect(first.meta).toEqual({
      page: 1,
      per_page: 2,
      total: reviewed.ratings_count,
      last_page: Math.ceil(reviewed.ratings_count / 2),
    })
    const pages = await Promise.all(
      Array.from({ length: first.meta.last_page }, (_, i) => page({ per_page: 2, page: i + 1 })),
    )
    const reviews = pages.flatMap((each) => each.items)
    expect(reviews).toHaveLength(reviewed.ratings_count)
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length)
    const times = reviews.map((review) => Date.parse(review.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const product = succeeded(await shop.call('getProduct', { params: { id: reviewed.id } })).data
    expect(product.reviews).toEqual(reviews.slice(0, product.reviews.length))
    expect((await page({ page: 99 })).items).toEqual([])
  })

  it("refuses the reviews of a product that is not there, or a bad page, in the shopper's language", async () => {
    const reviews = (params: { id: number } | ReturnType<typeof asSent>, page?: number) =>
      shop.call('listProductReviews', {
        params,
        query: page === undefined ? {} : asSent({ page }),
        language: 'ar',
      })
    const unknown = await reviews({ id: 999999 })
    expect(unknown.status).toBe(404)
    expect(unknown.ok ? '' : unknown.error.message).toBe('المنتج غير موجود')
    expect((await reviews({ id: 4294967296 })).status).toBe(404)
    expect((await reviews(asSent({ id: 'abc' }))).status).toBe(422)
    const badPage = await reviews({ id: 1 }, 0)
    expect(badPage.status).toBe(422)
    expect(Object.keys((badPage.ok ? {} : badPage.error.errors) ?? {})).toEqual(['page'])
  })
})
