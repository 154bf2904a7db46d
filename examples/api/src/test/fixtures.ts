import type { Database } from '../db/connect.ts'
import { productSelections, products } from '../db/schema.ts'

const only = <T>(rows: T[]): T => {
  const [row] = rows
  if (!row) throw new Error('Expected a row')
  return row
}

/** A small catalogue of the test's own, so tests do not depend on the seed catalogue. */
export async function insertTestCatalogue(db: Database) {
  const product = (values: typeof products.$inferInsert) =>
    db.insert(products).values(values).returning({ id: products.id }).then(only)

  const plain = await product({
    slug: 'test-coffee',
    nameEn: 'Test Coffee',
    nameAr: 'قهوة تجريبية',
    retailPrice: 1_250,
    wholesalePrice: 1_000,
    wholesaleMinQuantity: 5,
    stock: 50,
  })
  const discounted = await product({
    slug: 'test-dallah',
    nameEn: 'Test Dallah',
    nameAr: 'دلة تجريبية',
    retailPrice: 8_000,
    wholesalePrice: 6_500,
    wholesaleMinQuantity: 3,
    priceBefore: 10_000,
    stock: 10,
  })
  const scarce = await product({
    slug: 'test-saffron',
    nameEn: 'Test Saffron',
    nameAr: 'زعفران تجريبي',
    retailPrice: 4_500,
    wholesalePrice: 3_900,
    stock: 2,
  })
  const soldOut = await product({
    slug: 'test-rose-water',
    nameEn: 'Test Rose Water',
    nameAr: 'ماء ورد تجريبي',
    retailPrice: 3_500,
    wholesalePrice: 2_600,
    stock: 0,
  })
  const coloured = await product({
    slug: 'test-prayer-rug',
    nameEn: 'Test Prayer Rug',
    nameAr: 'سجادة صلاة تجريبية',
    retailPrice: 7_500,
    wholesalePrice: 5_800,
    stock: 3,
  })
  const selection = (nameEn: string, nameAr: string, stock: number) =>
    db
      .insert(productSelections)
      .values({ productId: coloured.id, nameEn, nameAr, stock })
      .returning({ id: productSelections.id })
      .then(only)
  const green = await selection('Green', 'أخضر', 3)
  const navy = await selection('Navy', 'كحلي', 0)

  return {
    plain: plain.id,
    discounted: discounted.id,
    scarce: scarce.id,
    soldOut: soldOut.id,
    coloured: coloured.id,
    green: green.id,
    navy: navy.id,
  }
}
