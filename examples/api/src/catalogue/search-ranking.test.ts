import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { products } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { apiCaller, succeeded } from '../test/api-caller.ts'
import { openTestDatabase } from '../test/test-database.ts'

/**
 * The order a shopper reads page one in (issue 44): the whole name, then every word in the name,
 * then every word in the name or description, then the products holding the most words when none
 * holds them all; ties by units sold. Each longer or less exact name below sells more and is
 * newer, so that neither the best sellers nor the newest alone would put the right one first. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const catalogue: (Pick<typeof products.$inferInsert, 'slug' | 'nameEn' | 'nameAr'> & {
  descriptionEn?: string
  unitsSold: number
})[] = [
  {
    slug: 'tea-ethiopian',
    nameEn: 'Ethiopian Black Tea',
    nameAr: 'شاي أسود إثيوبي صغير 500 غرام',
    unitsSold: 90,
  },
  { slug: 'tea-small', nameEn: 'Small Black Tea', nameAr: 'شاي أسود صغير 500 غرام', unitsSold: 10 },
  {
    slug: 'musk-oil',
    nameEn: 'White Musk Oil 12 ml',
    nameAr: 'دهن المسك الأبيض 12 مل',
    unitsSold: 80,
  },
  { slug: 'musk', nameEn: 'White Musk 12 ml', nameAr: 'مسك أبيض 12 مل', unitsSold: 5 },
  {
    slug: 'royal-shemagh',
    nameEn: 'Royal Shemagh 120 x 70 cm',
    nameAr: 'شماغ ملكي',
    unitsSold: 70,
  },
  { slug: 'shemagh', nameEn: 'Shemagh 120 x 70 cm', nameAr: 'شماغ', unitsSold: 3 },
  {
    slug: 'royal-oud-chips',
    nameEn: 'Royal Oud Chips 50 g',
    nameAr: 'رقائق عود ملكي',
    unitsSold: 20,
  },
  { slug: 'oud-chips', nameEn: 'Oud Chips', nameAr: 'رقائق عود', unitsSold: 40 },
  {
    slug: 'oud-oil',
    nameEn: 'Oud Oil',
    nameAr: 'دهن عود',
    descriptionEn: 'Royal and rich',
    unitsSold: 60,
  },
  {
    slug: 'honey-jar',
    nameEn: 'Honey Jar',
    nameAr: 'برطمان عسل',
    descriptionEn: 'For sidr honey',
    unitsSold: 50,
  },
  { slug: 'sidr-honey', nameEn: 'Sidr Honey', nameAr: 'عسل سدر', unitsSold: 1 },
  { slug: 'sidr-honey-large', nameEn: 'Sidr Honey Large', nameAr: 'عسل سدر كبير', unitsSold: 2 },
]

let database: DatabaseHandle
let call: ReturnType<typeof apiCaller>
beforeAll(async () => {
  database = await openTestDatabase()
  call = apiCaller(createApp({ db: database.db, logger: silentLogger }))
  // Inserted last first: each longer name is newer than the exact one.
  for (const product of [...catalogue].reverse()) {
    await database.db
      .insert(products)
      .values({ ...product, retailPrice: 1_000, wholesalePrice: 900, stock: 5 })
  }
})
afterAll(() => database?.close())

const search = async (q: string, language = 'en') => {
  const res = await call('listProducts', { query: { q, per_page: 12 }, language })
  expect(res.status, res.text).toBe(200)
  const { items, did_you_mean, showing_results_for } = succeeded(res).data
  return { slugs: items.map((item) => item.slug), did_you_mean, showing_results_for }
}

describe('search ranking', () => {
  it.each([
    ['شاي اسود صغير 500 غرام', 'tea-small', 'without the hamza'],
    ['مسك ابيض 12 مل', 'musk', 'without the hamza, not inside a longer name'],
    ['Shemagh 120 x 70 cm', 'shemagh', 'the English name'],
    ['Shmagh 120 x 70 cm', 'shemagh', 'a letter dropped from one word'],
    ['شاى اسود صغير ٥٠٠ غرام', 'tea-small', 'ى for ي and Arabic-Indic digits'],
  ])('puts the whole name first: %s (%s)', async (q, slug) => {
    expect((await search(q)).slugs[0]).toBe(slug)
  })

  it('puts every word in the name above words split between name and description', async () => {
    const { slugs } = await search('sidr honey')
    expect(slugs.slice(0, 3)).toEqual(['sidr-honey', 'sidr-honey-large', 'honey-jar'])
  })

  it('orders equal matches by units sold', async () => {
    const { slugs } = await search('عود')
    expect(slugs).toEqual(['oud-oil', 'oud-chips', 'royal-oud-chips'])
  })

  it('re-ranks a product as it sells (units sold kept beside the search rows)', async () => {
    await database.db.execute(
      sql`update products set units_sold = 100 where slug = 'royal-oud-chips'`,
    )
    try {
      expect((await search('عود')).slugs).toEqual(['royal-oud-chips', 'oud-oil', 'oud-chips'])
    } finally {
      await database.db.execute(
        sql`update products set units_sold = 20 where slug = 'royal-oud-chips'`,
      )
    }
    expect((await search('عود')).slugs).toEqual(['oud-oil', 'oud-chips', 'royal-oud-chips'])
  })

  it('counts the products holding every word, whatever the order or the page', async () => {
    const total = async (query: Record<string, string | number>) =>
      succeeded(await call('listProducts', { query })).data.meta.total
    // sidr-honey, sidr-honey-large, and honey-jar (sidr in its description).
    expect(await total({ q: 'sidr honey', per_page: 12 })).toBe(3)
    expect(await total({ q: 'sidr honey', per_page: 12, sort: 'price_asc' })).toBe(3)
    expect(await total({ q: 'sidr honey', per_page: 1, page: 2 })).toBe(3)
    expect(await total({ q: 'sidr honey', per_page: 2, page: 5 })).toBe(3)
    expect(await total({ q: 'عود', per_page: 1 })).toBe(3)
  })

  it('forgives a typo in one word of three, narrowing instead of emptying the page', async () => {
    const found = await search('Roal Oud Chips')
    expect(found.slugs).toEqual(['royal-oud-chips'])
    expect(found.did_you_mean).toBe('royal Oud Chips')
    expect(found.showing_results_for).toBeUndefined()
  })

  it('lists only products holding every word when some do', async () => {
    const { slugs } = await search('oud chips')
    expect(slugs).toEqual(['oud-chips', 'royal-oud-chips'])
  })

  it('shows the best partial matches, and says which words, when no product holds every word', async () => {
    const nothingLike = await search('oud chips bicycle')
    expect(nothingLike.slugs).toEqual(['oud-chips', 'royal-oud-chips', 'oud-oil'])
    expect(nothingLike.showing_results_for).toBe('oud chips')
    const neverTogether = await search('shemagh honey')
    expect(neverTogether.slugs.length).toBeGreaterThan(0)
    // One word each: the best seller's word, the best seller first.
    expect(neverTogether.showing_results_for).toBe('shemagh')
    expect(neverTogether.slugs[0]).toBe('royal-shemagh')
    expect((await search('shemagh')).showing_results_for).toBeUndefined()
  })

  it('walks a partial search by cursor', async () => {
    const walked: string[] = []
    let cursor: string | null | undefined
    do {
      const query = { q: 'oud chips bicycle', per_page: 1, cursor: cursor ?? undefined }
      const page = succeeded(await call('listProducts', { query })).data
      expect(page.showing_results_for).toBe('oud chips')
      walked.push(...page.items.map((item) => item.slug))
      cursor = page.meta.next_cursor
    } while (cursor && walked.length < 10)
    expect(walked).toEqual(['oud-chips', 'royal-oud-chips', 'oud-oil'])
  })
})
