import { count, sql } from 'drizzle-orm'
import { type CatalogueProduct, catalogue } from './catalogue.ts'
import type { Database } from './connect.ts'
import { productSelections, products } from './schema.ts'

/** Seeds the catalogue when there are no products yet; answers how many products it added. */
export async function seedIfEmpty(db: Database, items: CatalogueProduct[] = catalogue) {
  const [row] = await db.select({ n: count() }).from(products)
  if ((row?.n ?? 0) > 0) return 0
  return seedCatalogue(db, items)
}

/**
 * Inserts the catalogue. A product whose slug exists is skipped, so two API processes starting
 * together on one empty PostgreSQL cannot seed it twice.
 */
export async function seedCatalogue(db: Database, items: CatalogueProduct[] = catalogue) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        items.map((item) => ({
          slug: item.slug,
          nameEn: item.nameEn,
          nameAr: item.nameAr,
          retailPrice: item.retailPrice,
          wholesalePrice: item.wholesalePrice,
          priceBefore: item.priceBefore ?? null,
          stock: item.selections
            ? item.selections.reduce((sum, selection) => sum + selection.stock, 0)
            : item.stock,
        })),
      )
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id, slug: products.slug })

    const selections = inserted.flatMap(({ id, slug }) =>
      (items.find((item) => item.slug === slug)?.selections ?? []).map((selection) => ({
        productId: id,
        ...selection,
      })),
    )
    if (selections.length > 0) await tx.insert(productSelections).values(selections)
    return inserted.length
  })
}

/** Empties the shop's tables (carts too, since their lines point at products). */
export async function wipe(db: Database) {
  await db.execute(
    sql`TRUNCATE cart_items, carts, product_selections, products RESTART IDENTITY CASCADE`,
  )
}
