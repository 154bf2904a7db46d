import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-database.ts'
import { catalogue } from './catalogue.ts'
import { productSelections, products } from './schema.ts'
import { seedCatalogue, seedIfEmpty, wipe } from './seed.ts'

describe('the seed catalogue', () => {
  it('is bilingual, priced in whole halalas, with discounts, colours, scarce and sold-out stock', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(8)
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length)
    for (const product of catalogue) {
      expect(product.nameAr).toMatch(/[\u0600-\u06FF]/)
      expect(product.nameEn).toMatch(/^[\x20-\x7E]+$/)
      for (const price of [product.retailPrice, product.wholesalePrice]) {
        expect(Number.isSafeInteger(price) && price > 0).toBe(true)
      }
      if (product.priceBefore !== undefined) {
        expect(product.priceBefore).toBeGreaterThan(product.retailPrice)
      }
    }
    expect(catalogue.some((p) => p.priceBefore)).toBe(true)
    expect(catalogue.filter((p) => p.selections?.length).length).toBeGreaterThanOrEqual(2)
    expect(catalogue.some((p) => !p.selections && p.stock === 2)).toBe(true)
    expect(catalogue.some((p) => !p.selections && p.stock === 0)).toBe(true)
  })
})

describe('seeding', () => {
  it('fills an empty database once, and a wipe starts it over', async () => {
    const { db, close } = await openTestDatabase()
    try {
      expect(await seedIfEmpty(db)).toBe(catalogue.length)
      expect(await seedIfEmpty(db)).toBe(0)
      // Two processes seeding at once: the slugs keep the second from duplicating anything.
      expect(await seedCatalogue(db)).toBe(0)
      const [row] = await db.select({ n: count() }).from(products)
      expect(row?.n).toBe(catalogue.length)

      const rug = catalogue.find((p) => p.slug === 'cotton-prayer-rug')
      const [stored] = await db
        .select()
        .from(products)
        .where(eq(products.slug, 'cotton-prayer-rug'))
      const colours = await db
        .select()
        .from(productSelections)
        .where(eq(productSelections.productId, stored?.id ?? 0))
      expect(colours.map((c) => c.nameAr)).toEqual(rug?.selections?.map((s) => s.nameAr))
      expect(stored?.stock).toBe(colours.reduce((sum, c) => sum + c.stock, 0))

      await wipe(db)
      expect(await seedIfEmpty(db)).toBe(catalogue.length)
    } finally {
      await close()
    }
  })

  it('keeps the invariants in the database', async () => {
    const { db, close } = await openTestDatabase()
    try {
      const product = { nameEn: 'X', nameAr: 'س', retailPrice: 100, wholesalePrice: 90 }
      await expect(
        db.insert(products).values({ ...product, slug: 'negative', stock: -1 }),
      ).rejects.toThrow()
      await expect(
        db.insert(products).values({ ...product, slug: 'odd-discount', priceBefore: 50 }),
      ).rejects.toThrow()
    } finally {
      await close()
    }
  })
})
