import type { ProductListQuery } from '@matjar/core/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiCaller, succeeded } from '../test/api-caller.ts'
import { useSeededShop } from '../test/shop.ts'

const shop = useSeededShop()
const call = () => apiCaller(shop.app)

type Query = Omit<ProductListQuery, 'page' | 'per_page' | 'cursor'>

/** Every product of the listing, in one page. */
const whole = async (query: Query) =>
  succeeded(await call()('listProducts', { query: { ...query, per_page: 100 } })).data.items.map(
    (item) => item.id,
  )

/** The listing page by page (`?page=`), 7 products a page. */
const byPages = async (query: Query) => {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const { items, meta } = succeeded(
      await call()('listProducts', { query: { ...query, page, per_page: 7 } }),
    ).data
    ids.push(...items.map((item) => item.id))
    if (page >= meta.last_page) return ids
  }
}

/** The listing walked by cursor from page 1, 7 products a page; each page's number checked. */
const byCursor = async (query: Query) => {
  const ids: number[] = []
  let cursor: string | undefined
  for (let page = 1; page < 50; page++) {
    const { items, meta } = succeeded(
      await call()('listProducts', { query: { ...query, per_page: 7, ...(cursor && { cursor }) } }),
    ).data
    expect(meta.page).toBe(page)
    ids.push(...items.map((item) => item.id))
    if (meta.next_cursor === null) return ids
    cursor = meta.next_cursor
  }
  throw new Error('the cursor never reached the end')
}

describe('listings walked by cursor', () => {
  beforeAll(async () => {
    // Ties across page boundaries: a dozen products at one price, a dozen created at one moment
    // (to the microsecond, which a JavaScript Date cannot hold), a dozen with the same sales.
    const db = shop.database.db
    await db.execute(sql`update products set retail_price = 100 where id % 5 = 0`)
    await db.execute(
      sql`update products set created_at = '2026-03-01 10:00:00.123456+00' where id % 4 = 1`,
    )
    await db.execute(sql`update products set units_sold = 3, ratings_count = 2 where id % 3 = 0`)
  })

  const listings: [string, Query][] = [
    ['newest', {}],
    ['price, lowest first', { sort: 'price_asc' }],
    ['price, highest first', { sort: 'price_desc' }],
    ['best sellers', { sort: 'best_sellers' }],
    ['best matches of a search', { q: 'coffee' }],
    ['a category, lowest price first', { category: 'coffee-and-tea', sort: 'price_asc' }],
    ['offers, rated 2 and up', { offers: true, rating: 2 }],
  ]

  it.each(listings)(
    '%s: the same products as the pages, none twice, none missing',
    async (_, query) => {
      const all = await whole(query)
      expect(all.length).toBeGreaterThan(7)
      const walked = await byCursor(query)
      expect(walked).toEqual(all)
      expect(new Set(walked).size).toBe(walked.length)
      expect(await byPages(query)).toEqual(all)
    },
  )

  it('goes on from a page read by number, with any page size', async () => {
    const all = await whole({ sort: 'price_desc' })
    const third = succeeded(
      await call()('listProducts', { query: { sort: 'price_desc', page: 3, per_page: 5 } }),
    ).data.meta
    expect(third.page).toBe(3)
    const next = succeeded(
      await call()('listProducts', {
        query: { sort: 'price_desc', per_page: 5, cursor: third.next_cursor ?? '' },
      }),
    ).data
    expect(next.meta.page).toBe(4)
    expect(next.items.map((item) => item.id)).toEqual(all.slice(15, 20))
    const wider = succeeded(
      await call()('listProducts', {
        query: { sort: 'price_desc', per_page: 10, cursor: third.next_cursor ?? '' },
      }),
    ).data
    expect(wider.items.map((item) => item.id)).toEqual(all.slice(15, 25))
  })

  it('answers no next cursor on the last page', async () => {
    const { meta } = succeeded(await call()('listProducts', { query: { per_page: 100 } })).data
    expect(meta.next_cursor).toBeNull()
  })

  it('refuses a cursor that is not one, or is for another sort, with a 422 in the shopper language', async () => {
    const cursorOf = async (query: Query) =>
      succeeded(await call()('listProducts', { query: { ...query, per_page: 3 } })).data.meta
        .next_cursor ?? ''
    const newest = await cursorOf({})
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const priceAsc = (cursor: string) => ({ cursor, sort: 'price_asc' as const })
    const bad = [
      { cursor: 'not a cursor' },
      { cursor: 'Zm9v' },
      { cursor: newest.slice(0, -4) },
      { cursor: encode([1, 'newest', 3, '2026-02-31T10:00:00.000000', 7]) },
      { cursor: encode([2, 'newest', 3, '2026-01-01T10:00:00.000000', 7]) },
      priceAsc(encode([1, 'price_asc', 3, 99_999_999_999, 7])),
      priceAsc(encode([1, 'price_asc', -1, 100, 7])),
      priceAsc(encode([1, 'price_asc', 3, '100', 7])),
    ]
    for (const query of bad) {
      const answer = await call()('listProducts', { query, language: 'ar' })
      expect(answer.status, query.cursor).toBe(422)
      expect(answer.ok ? null : answer.error).toEqual({
        message: 'البيانات المرسلة غير صالحة',
        errors: { cursor: ['رابط المنتجات التالية غير صالح لهذه القائمة: ابدأ من الصفحة الأولى'] },
      })
    }
    const otherSort = await call()('listProducts', {
      query: { cursor: newest, sort: 'price_desc' },
      language: 'en',
    })
    expect(otherSort.ok ? null : otherSort.error.errors).toEqual({
      cursor: [
        'This link to the next products is not valid for this list: start again from the first page',
      ],
    })
  })
})
