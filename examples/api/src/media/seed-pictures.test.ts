import { isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viewCountOf } from '../catalogue/product-pictures.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { blogs, brands, categories, products } from '../db/schema.ts'
import { seedCatalogue } from '../db/seed.ts'
import { seedTestPictures } from '../test/pictures.ts'
import { openTestDatabase } from '../test/test-database.ts'
import { createPictureMaker } from './picture-maker.ts'
import { bannersWithPictures } from './pictures.ts'
import { categoryThings, groupShot } from './scenes/group-scenes.ts'
import { productShot } from './scenes/product-scene.ts'
import {
  blogPictures,
  brandPictures,
  categoryPictures,
  mediaOriginals,
  productPictures,
} from './schema.ts'

let database: DatabaseHandle
let made: number
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  made = await seedTestPictures(database.db)
})
afterAll(() => database.close())

describe('the seed pictures', () => {
  it('photographs every product view and colour, category, brand, blog post and banner', async () => {
    const db = database.db
    const rows = db.$count.bind(db)
    const productRows = await db.select({ id: products.id }).from(products)
    const views = productRows.reduce((sum, p) => sum + viewCountOf(p.id), 0)
    const colours = await rows(productPictures, isNotNull(productPictures.selectionId))
    expect(colours).toBeGreaterThanOrEqual(4)
    expect(await rows(productPictures)).toBe(views + colours)
    expect(await rows(categoryPictures)).toBe(await rows(categories))
    expect(await rows(brandPictures)).toBe(await rows(brands))
    expect(await rows(blogPictures)).toBe(await rows(blogs))
    const banners = await bannersWithPictures(db)
    expect(banners.map((b) => b.banner.link)).toEqual([
      '/products/coffee-and-tea/arabic-coffee',
      '/products/dates-and-sweets/dates',
      expect.stringMatching(/^\/product\/\d+$/),
    ])
    expect(made).toBe(
      views + colours + (await rows(categories)) + (await rows(brands)) + (await rows(blogs)) + 3,
    )
    // Every view of a product is a picture of its own; the same picture twice is kept once (the
    // shemagh's "Red and white" is the shemagh's own red).
    const shots = await db.select().from(productPictures)
    for (const product of productRows) {
      const keys = shots.filter((v) => v.productId === product.id && v.selectionId === null)
      expect(new Set(keys.map((v) => v.originalKey)).size).toBe(viewCountOf(product.id))
    }
    expect(await rows(mediaOriginals)).toBe(made - 1)
  })

  it('makes nothing the second time: what has a picture keeps it', async () => {
    expect(await seedTestPictures(database.db)).toBe(0)
  })

  it('makes the same picture from the same product on every run', async () => {
    const subject = {
      slug: 'sidr-honey-500g',
      category: 'dates-and-sweets/honey',
      colour: '#c98a2b',
    }
    const [a, b] = await Promise.all([
      createPictureMaker().photograph(productShot(subject, 2), 240),
      createPictureMaker().photograph(productShot(subject, 2), 240),
    ])
    expect(b.bytes.equals(a.bytes)).toBe(true)
    const other = await createPictureMaker().photograph(productShot(subject, 3), 240)
    expect(other.bytes.equals(a.bytes)).toBe(false)
  })

  it('photographs at 1200 pixels with light, depth and texture, not flat colour', async () => {
    const maker = createPictureMaker()
    const subject = {
      slug: 'ajwa-dates-1kg',
      category: 'dates-and-sweets/dates',
      colour: '#3e2415',
    }
    const photo = await maker.photograph(productShot(subject, 1), 1200)
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 1200 })
    const meta = await sharp(photo.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1200])
    const stats = await sharp(photo.bytes).stats()
    // A flat picture with two letters has an entropy near 1 and little spread.
    expect(stats.entropy).toBeGreaterThan(6)
    for (const channel of stats.channels) expect(channel.stdev).toBeGreaterThan(25)
    const banner = await maker.photograph(
      groupShot(
        {
          key: 'test-banner',
          things: categoryThings('dates-and-sweets', [{ ...subject }]),
          prop: 'dates',
          backdrop: 'evening',
          surface: 'wood',
        },
        2500,
        1000,
      ),
      1600,
    )
    expect([banner.width, banner.height]).toEqual([1600, 640])
  })
})
