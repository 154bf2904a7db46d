import { type ProductListQuery, TOTAL_CAP } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { categories, productSelections, products, reviews } from '../db/schema.ts'
import { succeeded } from '../test/api-caller.ts'
import { useSeededShop } from '../test/shop.ts'

/** What lists show of a product comes from read models kept by the database: are they kept? */
const shop = useSeededShop()

const list = async (query: ProductListQuery) => {
  const res = await shop.call('listProducts', { query })
  expect(res.status, res.text).toBe(200)
  return succeeded(res).data
}
const categoryCounts = async () => {
  const tree = succeeded(await shop.call('listCategories')).data
  return new Map(tree.map((top) => [top.path, top.products_count]))
}

describe('catalogue read models', () => {
  it('keeps a card’s stars, reviews count and selections as reviews and selections change', async () => {
    const db = shop.database.db
    const [top] = await db.select().from(categories).where(sql`${categories.parentId} is null`)
    const [product] = await db
      .insert(products)
      .values({
        slug: 'read-model-lamp',
        nameEn: 'Read model lamp',
        nameAr: 'مصباح',
        retailPrice: 1000,
        wholesalePrice: 900,
        stock: 5,
        categoryId: top!.id,
      })
      .returning({ id: products.id })
    const id = product!.id
    const card = async () => (await list({ per_page: 100 })).items.find((item) => item.id === id)
    expect(await card()).toMatchObject({ rating: 0, ratings_count: 0, has_selections: false })

    await db.insert(reviews).values([
      { productId: id, rating: 5, authorName: 'Sara' },
      { productId: id, rating: 4, authorName: 'Omar' },
    ])
    expect(await card()).toMatchObject({ rating: 4.5, ratings_count: 2 })
    expect((await list({ rating: 4, per_page: 100 })).items.map((item) => item.id)).toContain(id)
    await db.delete(reviews).where(eq(reviews.authorName, 'Omar'))
    expect(await card()).toMatchObject({ rating: 5, ratings_count: 1 })
    expect((await list({ rating: 5, per_page: 100 })).items.map((item) => item.id)).toContain(id)

    await db.insert(productSelections).values({ productId: id, nameEn: 'Red', nameAr: 'أحمر' })
    expect(await card()).toMatchObject({ has_selections: true })
    await db.delete(productSelections).where(eq(productSelections.productId, id))
    expect(await card()).toMatchObject({ has_selections: false })
  })

  it('counts a category’s products as products come, move and go', async () => {
    const db = shop.database.db
    const tops = await db.select().from(categories).where(sql`${categories.parentId} is null`)
    const [from, to] = [tops[0]!, tops[1]!]
    const before = await categoryCounts()
    const [product] = await db
      .insert(products)
      .values({
        slug: 'moving-mug',
        nameEn: 'Moving mug',
        nameAr: 'كوب',
        retailPrice: 1500,
        wholesalePrice: 1200,
        categoryId: from.id,
      })
      .returning({ id: products.id })
    expect((await categoryCounts()).get(from.path)).toBe(before.get(from.path)! + 1)
    const inFrom = await list({ category: from.path, per_page: 100 })
    expect(inFrom.items.map((item) => item.id)).toContain(product!.id)

    await db.update(products).set({ categoryId: to.id }).where(eq(products.id, product!.id))
    const moved = await categoryCounts()
    expect(moved.get(from.path)).toBe(before.get(from.path))
    expect(moved.get(to.path)).toBe(before.get(to.path)! + 1)
    const inTo = await list({ category: to.path, per_page: 100 })
    expect(inTo.items.map((item) => item.id)).toContain(product!.id)
    expect(inTo.meta.total).toBe(moved.get(to.path))

    await db.delete(products).where(eq(products.id, product!.id))
    expect(await categoryCounts()).toEqual(before)
  })

  // It inserts 10,005 products through the read models' triggers: a few seconds on a quiet
  // machine, 31 s at a load average of 27 (CI beside other work), so it gets more than 30 s.
  it(`counts a listing's total up to ${TOTAL_CAP}, and says when it stopped there`, {
    timeout: 150_000,
  }, async () => {
    const db = shop.database.db
    const [top] = await db.select().from(categories).where(sql`${categories.parentId} is null`)
    // Narrowed by price: a whole category's total is kept, not counted.
    const query = { category: top!.path, price_min: '0.01' }
    const already = (await list(query)).meta.total
    await db.execute(sql`
      insert into products (slug, name_en, name_ar, retail_price, wholesale_price, category_id)
      select 'bulk-' || n, 'Bulk ' || n, 'صنف ' || n, 500 + n, 400, ${top!.id}
      from generate_series(1, ${TOTAL_CAP + 5}) as n`)
    const first = await list(query)
    expect(first.meta).toEqual({
      page: 1,
      per_page: 20,
      total: TOTAL_CAP,
      last_page: TOTAL_CAP / 20,
      total_capped: true,
      next_cursor: expect.any(String),
    })
    // The pages past the cap are there all the same.
    const past = await list({ ...query, page: TOTAL_CAP / 20 + 1 })
    expect(past.items).toHaveLength(Math.min(20, already + 5))
    const small = await list({ price_min: '5.01', price_max: '5.10', per_page: 5 })
    expect(small.meta.total_capped).toBeUndefined()
    // The whole category's total is its kept count, exact.
    expect((await list({ category: top!.path })).meta).toMatchObject({
      total: already + TOTAL_CAP + 5,
    })
  })
})
