import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect.ts'
import {
  brands,
  categories,
  customers,
  productSelections,
  productSpecifications,
  products,
  reviews,
  wishlistItems,
} from '../db/schema.ts'
import { seedCatalogue } from '../db/seed.ts'
import { sortPictures } from '../media/pictures.ts'
import { mediaOriginals, productPictures } from '../media/schema.ts'
import { seedTestPictures } from '../test/pictures.ts'
import { openTestDatabase } from '../test/test-database.ts'
import { cardColumns } from './product-cards.ts'
import { readProductDetails } from './product-details.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  await seedTestPictures(database.db)
})
afterAll(() => database.close())

/** The same page read the plain way, one query per part: what the single query must equal. */
async function readPartByPart(id: number, customerId: number | undefined) {
  const db = database.db
  const [card] = await db.select(cardColumns).from(products).where(eq(products.id, id))
  if (!card) return undefined
  const p = card.product
  const similar = await db
    .select(cardColumns)
    .from(products)
    .where(
      and(ne(products.id, id), p.categoryId ? eq(products.categoryId, p.categoryId) : sql`true`),
    )
    .orderBy(desc(products.id))
    .limit(8)
  const ids = [id, ...similar.map((row) => row.product.id)]
  const favourites = customerId
    ? await db
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.productId, ids)))
    : []
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null
  return {
    card,
    selections: await db
      .select()
      .from(productSelections)
      .where(eq(productSelections.productId, id))
      .orderBy(asc(productSelections.id)),
    specifications: await db
      .select()
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.position)),
    reviews: await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(10),
    category: p.categoryId
      ? await one(db.select().from(categories).where(eq(categories.id, p.categoryId)))
      : null,
    brand: p.brandId ? await one(db.select().from(brands).where(eq(brands.id, p.brandId))) : null,
    similar,
    favourites: new Set(favourites.map((row) => row.id)),
    pictures: sortPictures(
      await db
        .select({
          selectionId: productPictures.selectionId,
          key: mediaOriginals.key,
          width: mediaOriginals.width,
          height: mediaOriginals.height,
          type: mediaOriginals.contentType,
        })
        .from(productPictures)
        .innerJoin(mediaOriginals, eq(mediaOriginals.key, productPictures.originalKey))
        .where(eq(productPictures.productId, id))
        .orderBy(asc(productPictures.position), asc(productPictures.id)),
    ),
  }
}

describe('product details in one query', () => {
  it('reads every seeded product exactly as the part-by-part reads do', async () => {
    const ids = (await database.db.select({ id: products.id }).from(products)).map((r) => r.id)
    expect(ids.length).toBeGreaterThan(50)
    for (const id of ids) {
      expect(await readProductDetails(database.db, id, undefined), `product ${id}`).toEqual(
        await readPartByPart(id, undefined),
      )
    }
  })

  it('keeps the latest ten reviews, dates as dates, and a customer’s wishlist marks', async () => {
    const db = database.db
    // A product with at least two similar ones (its category holds three or more).
    const [product] = await db
      .select()
      .from(products)
      .where(sql`(select count(*) from products q where q.category_id = products.category_id) >= 3`)
      .limit(1)
    const id = product!.id
    const day = (n: number) => new Date(Date.UTC(2030, 0, n, 12, 30, 15, 123))
    await db.insert(reviews).values(
      Array.from({ length: 14 }, (_, n) => ({
        productId: id,
        rating: (n % 5) + 1,
        comment: n % 3 ? `Review ${n}` : null,
        authorName: `Shopper ${n}`,
        // Newer than the seed's; two share each day: ties are broken by id, newest first.
        createdAt: day(1 + Math.floor(n / 2)),
      })),
    )
    const [customer] = await db
      .insert(customers)
      .values({ userName: 'details', firstName: 'Dee', lastName: 'Tails', email: 'd@example.com' })
      .returning()
    const before = await readProductDetails(db, id, customer!.id)
    const favourite = before!.similar[1]!.product.id
    await db.insert(wishlistItems).values([
      { customerId: customer!.id, productId: id },
      { customerId: customer!.id, productId: favourite },
    ])

    const details = await readProductDetails(db, id, customer!.id)
    expect(details).toEqual(await readPartByPart(id, customer!.id))
    expect(details!.reviews).toHaveLength(10)
    expect(details!.reviews[0]!.createdAt).toBeInstanceOf(Date)
    expect(details!.reviews[0]!.createdAt.toISOString()).toBe('2030-01-07T12:30:15.123Z')
    expect(details!.favourites).toEqual(new Set([id, favourite]))
    // Someone else's wishlist marks nothing.
    expect((await readProductDetails(db, id, customer!.id + 1))!.favourites.size).toBe(0)
  })

  it('finds nothing for a product that does not exist', async () => {
    expect(await readProductDetails(database.db, 2_000_000_000, undefined)).toBeUndefined()
  })
})
