import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { categories, products } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { apiCaller, asSent, succeeded } from '../test/api-caller.ts'
import { openTestDatabase } from '../test/test-database.ts'

/**
 * The spellings shoppers type (issue 33), each in both directions: the informal query finds the
 * formally spelled product, and the formal query the informally spelled one. Runs on PGlite, and
 * on PostgreSQL with DATABASE_URL.
 */
const catalogue: (Pick<typeof products.$inferInsert, 'slug' | 'nameEn' | 'nameAr'> & {
  descriptionEn?: string
  descriptionAr?: string
})[] = [
  { slug: 'arabic-coffee', nameEn: 'Arabic Coffee', nameAr: 'قهوة عربية' },
  { slug: 'specialty-beans', nameEn: 'Specialty Beans', nameAr: 'قهوه مختصه' },
  { slug: 'coffee-corner', nameEn: 'Corner Set', nameAr: 'ركن القهوة' },
  { slug: 'red-cup', nameEn: 'Cup', nameAr: 'فنجان أحمر' },
  { slug: 'red-shemagh', nameEn: 'Shemagh', nameAr: 'شماغ احمر' },
  { slug: 'black-pen', nameEn: 'Pen', nameAr: 'قلم أسود' },
  { slug: 'black-belt', nameEn: 'Belt', nameAr: 'حزام اسود' },
  { slug: 'sukkari-dates', nameEn: 'Sukkari', nameAr: 'تَمْر سُكَّرِي' },
  { slug: 'khalas-dates', nameEn: 'Khalas', nameAr: 'تمر خلاص' },
  { slug: 'oud-chips', nameEn: 'Chips', nameAr: 'عـــود كمبودي' },
  { slug: 'incense', nameEn: 'Incense', nameAr: 'بخور' },
  { slug: 'khawlani-beans', nameEn: 'Khawlani', nameAr: 'بن خولاني ٥٠٠ غرام' },
  { slug: 'sidr-honey', nameEn: 'Sidr Honey 500 g', nameAr: 'عسل سدر' },
  { slug: 'turkish-delight', nameEn: 'Turkish Delight', nameAr: 'حلوى' },
  { slug: 'maamoul', nameEn: 'Maamoul', nameAr: 'حلوي معمول' },
  { slug: 'teapot', nameEn: 'Teapot', nameAr: 'إبريق شاي' },
  { slug: 'water-jug', nameEn: 'Jug', nameAr: 'ابريق ماء' },
  { slug: 'coffee-mug', nameEn: 'Coffee Mug', nameAr: 'كوب' },
  { slug: 'travel-mugs', nameEn: 'Travel Mugs', nameAr: 'أكواب سفر' },
  { slug: 'house-blend', nameEn: 'House Blend', nameAr: 'خلطة البيت', descriptionAr: 'بن مع هيل' },
  { slug: 'cardamom-pods', nameEn: 'Cardamom Pods', nameAr: 'حب' },
  // Newer than the pods, so "newest first" alone would put it first.
  { slug: 'spiced-blend', nameEn: 'Spiced Blend', nameAr: 'خلطة', descriptionEn: 'With cardamom' },
]

let database: DatabaseHandle
let call: ReturnType<typeof apiCaller>
beforeAll(async () => {
  database = await openTestDatabase()
  call = apiCaller(createApp({ db: database.db, logger: silentLogger }))
  await database.db.insert(categories).values([
    { slug: 'coffee', path: 'coffee', nameEn: 'Coffee & Tea', nameAr: 'القهوة والشاي' },
    { slug: 'incense', path: 'incense', nameEn: 'Incense', nameAr: 'البخور' },
  ])
  for (const product of catalogue) {
    await database.db
      .insert(products)
      .values({ ...product, retailPrice: 1_000, wholesalePrice: 900, stock: 5 })
  }
})
afterAll(() => database?.close())

const search = async (q: string, language = 'en') => {
  const res = await call('listProducts', { query: { q, per_page: 100 }, language })
  expect(res.status, res.text).toBe(200)
  return succeeded(res).data.items.map((item) => item.slug)
}

describe('search', () => {
  it.each([
    ['قهوه', 'arabic-coffee', 'ة typed as ه'],
    ['قهوة', 'specialty-beans', 'ه written for ة in the name'],
    ['احمر', 'red-cup', 'أ typed as ا'],
    ['أحمر', 'red-shemagh', 'ا written for أ in the name'],
    ['اسود', 'black-pen', 'أ typed as ا'],
    ['أسود', 'black-belt', 'ا written for أ in the name'],
    ['تمر', 'sukkari-dates', 'harakat in the name'],
    ['تَمْرٌ', 'khalas-dates', 'harakat in the query'],
    ['عود', 'oud-chips', 'tatweel in the name'],
    ['بخـــور', 'incense', 'tatweel in the query'],
    ['500', 'khawlani-beans', 'Arabic-Indic digits in the name'],
    ['٥٠٠', 'sidr-honey', 'Arabic-Indic digits in the query'],
    ['۵۰۰', 'sidr-honey', 'Persian digits in the query'],
    ['القهوة', 'arabic-coffee', 'the article in the query'],
    ['قهوة', 'coffee-corner', 'the article in the name'],
    ['حلوي', 'turkish-delight', 'ى typed as ي'],
    ['حلوى', 'maamoul', 'ي written for ى in the name'],
    ['ابريق', 'teapot', 'إ typed as ا'],
    ['إبريق', 'water-jug', 'ا written for إ in the name'],
    ['mugs', 'coffee-mug', 'a plural query, a singular name'],
    ['mug', 'travel-mugs', 'a singular query, a plural name'],
    ['MUG', 'coffee-mug', 'capitals'],
    ['cofee', 'arabic-coffee', 'a typo'],
    ['هيل', 'house-blend', 'a word only in the Arabic description'],
    ['ركن قهوة', 'coffee-corner', 'two words, one with its article in the name'],
  ])('%s finds %s (%s)', async (q, slug) => {
    expect(await search(q)).toContain(slug)
    expect(await search(q, 'ar')).toContain(slug)
  })

  it('does not hide correctly spelled products behind an informal query', async () => {
    const found = await search('قهوه')
    expect(found).toEqual(
      expect.arrayContaining(['arabic-coffee', 'specialty-beans', 'coffee-corner']),
    )
    expect(found).not.toContain('teapot')
  })

  it('ranks a name match above a description match', async () => {
    const found = await search('cardamom')
    expect(found.slice(0, 2)).toEqual(['cardamom-pods', 'spiced-blend'])
  })

  it('walks the best matches by cursor in the order of the pages', async () => {
    const all = await search('قهوه')
    const walked: string[] = []
    let cursor: string | null | undefined
    do {
      const query = { q: 'قهوه', per_page: 1, cursor: cursor ?? undefined }
      const page = succeeded(await call('listProducts', { query })).data
      walked.push(...page.items.map((item) => item.slug))
      cursor = page.meta.next_cursor
    } while (cursor && walked.length <= all.length)
    expect(walked).toEqual(all)
  })

  it('finds nothing for a word the shop does not hold, nor for punctuation alone', async () => {
    expect(await search('bicycle')).toEqual([])
    expect(await search('؟!')).toEqual([])
  })

  it('finds a product by its new name once it is renamed', async () => {
    await database.db
      .update(products)
      .set({ nameEn: 'Brass Teapot' })
      .where(eq(products.slug, 'teapot'))
    expect(await search('brass')).toEqual(['teapot'])
  })
})

describe('did you mean', () => {
  const didYouMean = async (q: string) => {
    return succeeded(await call('listProducts', { query: { q } })).data.did_you_mean
  }

  it("answers the query as the shop spells it when a word typed is not the shop's", async () => {
    expect(await didYouMean('cofee')).toBe('coffee')
    expect(await didYouMean('Travel cofee')).toBe('Travel coffee')
    expect(await didYouMean('ابريك')).toBe('ابريق')
  })

  it('says nothing when every word is found as typed, or nothing is close', async () => {
    expect(await didYouMean('coffee')).toBeUndefined()
    expect(await didYouMean('قهوه')).toBeUndefined()
    expect(await didYouMean('bicycle')).toBeUndefined()
  })
})

describe('search suggestions', () => {
  const suggest = async (q: string, language = 'en') => {
    const res = await call('searchSuggestions', { query: { q }, language })
    expect(res.status, res.text).toBe(200)
    const { products: found, categories: shelves } = succeeded(res).data
    return { products: found.map((p) => p.name), categories: shelves.map((c) => c.name) }
  }

  it("offers products and categories whose names begin with the words typed, in the request's language", async () => {
    const english = await suggest('cof')
    expect(english.products).toEqual(expect.arrayContaining(['Arabic Coffee', 'Coffee Mug']))
    expect(english.products[0]).toBe('Coffee Mug') // the name that begins with the query first
    expect(english.categories).toEqual(['Coffee & Tea'])
    const arabic = await suggest('cof', 'ar')
    expect(arabic.products).toEqual(expect.arrayContaining(['قهوة عربية', 'كوب']))
    expect(arabic.categories).toEqual(['القهوة والشاي'])
  })

  it('folds Arabic as search does, and takes the last word as a beginning', async () => {
    expect((await suggest('قهوه عر', 'ar')).products).toEqual(['قهوة عربية'])
    expect((await suggest('بخـور', 'ar')).categories).toEqual(['البخور'])
  })

  it('suggests from the beginnings of words only, at most six', async () => {
    expect((await suggest('offee')).products).toEqual([])
    expect((await suggest('a')).products.length).toBeLessThanOrEqual(6)
  })

  it('refuses a call without words', async () => {
    expect((await call('searchSuggestions', { query: asSent({}) })).status).toBe(422)
  })
})
