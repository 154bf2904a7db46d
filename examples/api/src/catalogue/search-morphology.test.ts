import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { products, searchSynonyms } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { apiCaller, succeeded } from '../test/api-caller.ts'
import { openTestDatabase } from '../test/test-database.ts'

/**
 * Words a shopper types for the shop's (issue 44): Arabic sound plurals and duals (a light stem),
 * broken plurals and English spellings of Arabic words (the `search_synonyms` migration 0025
 * writes), and compatibility forms (Arabic presentation forms, full-width Latin). Each in both
 * directions. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const catalogue: Pick<typeof products.$inferInsert, 'slug' | 'nameEn' | 'nameAr'>[] = [
  { slug: 'red-cup', nameEn: 'Red Cup', nameAr: 'فنجان أحمر' },
  { slug: 'cup-set', nameEn: 'Cup Set', nameAr: 'فناجين قهوة' },
  { slug: 'coffee-mug', nameEn: 'Mug', nameAr: 'كوب قهوة' },
  { slug: 'travel-mugs', nameEn: 'Travel Mugs', nameAr: 'أكواب سفر' },
  { slug: 'tea-glass', nameEn: 'Tea Glass', nameAr: 'كاس شاي' },
  { slug: 'tea-glasses', nameEn: 'Glasses', nameAr: 'كاسات ملونة' },
  { slug: 'table', nameEn: 'Side Table', nameAr: 'طاولة جانبية' },
  { slug: 'two-trays', nameEn: 'Two Trays', nameAr: 'صينيتان نحاس' },
  { slug: 'arabic-coffee', nameEn: 'Arabic Blend', nameAr: 'قهوة عربية' },
  { slug: 'incense', nameEn: 'Home Scent', nameAr: 'بخور' },
  { slug: 'oud-chips', nameEn: 'Oud Chips', nameAr: 'رقائق' },
  { slug: 'oud-oil', nameEn: 'Perfume Oil', nameAr: 'دهن عود' },
  { slug: 'brass-dallah', nameEn: 'Brass Pot', nameAr: 'دلة نحاسية' },
  { slug: 'dallahs', nameEn: 'Pots', nameAr: 'دلال' },
  { slug: 'presentation', nameEn: 'Gift', nameAr: 'ﺷﺎﻱ ﺃﺧﻀﺮ' },
  { slug: 'full-width', nameEn: 'ｓａｆｆｒｏｎ', nameAr: 'هدية' },
]

let database: DatabaseHandle
let call: ReturnType<typeof apiCaller>
beforeAll(async () => {
  database = await openTestDatabase()
  call = apiCaller(createApp({ db: database.db, logger: silentLogger }))
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

describe('Arabic plurals', () => {
  it.each([
    ['فنجان', 'cup-set', 'a broken plural in the name'],
    ['فناجين', 'red-cup', 'a broken plural typed'],
    ['كوب', 'travel-mugs', 'a broken plural in the name'],
    ['أكواب', 'coffee-mug', 'a broken plural typed'],
    ['دلة', 'dallahs', 'a broken plural in the name'],
    ['كاسات', 'tea-glass', 'a sound plural typed'],
    ['كاس', 'tea-glasses', 'a sound plural in the name'],
    ['طاولات', 'table', 'a sound plural of a word in ة typed'],
    ['صينية', 'two-trays', 'a dual in the name'],
    ['فنجانين', 'red-cup', 'a dual typed'],
  ])('%s finds %s (%s)', async (q, slug) => {
    expect(await search(q)).toContain(slug)
    expect(await search(q, 'ar')).toContain(slug)
  })

  it('keeps a word and its plural to their own products', async () => {
    expect(await search('فنجان')).not.toContain('coffee-mug')
    expect(await search('كاسات')).not.toContain('table')
  })
})

describe('English spellings of Arabic words', () => {
  it.each([
    ['qahwa', ['arabic-coffee', 'cup-set', 'coffee-mug']],
    ['bukhoor', ['incense']],
    ['bakhour', ['incense']],
    ['oudh', ['oud-chips', 'oud-oil']],
    ['dallah', ['brass-dallah', 'dallahs']],
  ])('%s finds %j', async (q, slugs) => {
    expect(await search(q)).toEqual(expect.arrayContaining(slugs))
  })

  it("reads the shop's own synonyms from the next search on", async () => {
    expect(await search('ibrik')).toEqual([])
    // The migration's group of كوب and أكواب.
    await database.db.insert(searchSynonyms).values({ meaning: 'mug', word: 'ibrik' })
    expect(await search('ibrik')).toEqual(expect.arrayContaining(['coffee-mug', 'travel-mugs']))
    await database.db.execute(sql`delete from search_synonyms where word = 'ibrik'`)
  })
})

describe('compatibility forms', () => {
  it.each([
    ['ﻗﻬﻮﺓ', 'arabic-coffee', 'Arabic presentation forms typed'],
    ['شاي اخضر', 'presentation', 'Arabic presentation forms in the name'],
    ['ｍｕｇ', 'coffee-mug', 'full-width Latin typed'],
    ['Saffron', 'full-width', 'full-width Latin in the name'],
  ])('%s finds %s (%s)', async (q, slug) => {
    expect(await search(q)).toContain(slug)
  })
})
