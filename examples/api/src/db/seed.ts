import { count, sql } from 'drizzle-orm'
import { type CatalogueProduct, catalogue } from './catalogue.ts'
import { type SeedCategory, seedBrands, seedCategories } from './catalogue-structure.ts'
import type { Database } from './connect.ts'
import { seedBlogs, seedBranches, seedPages, seedSettings } from './content.ts'
import {
  blogs,
  branches,
  brands,
  categories,
  pages,
  productSelections,
  productSpecifications,
  products,
  promoCodes,
  reviews,
  shopSettings,
} from './schema.ts'
import { reviewsFor, specificationsFor } from './seed-details.ts'
import { seedPromoCodes } from './seed-promo-codes.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Inserts the category tree (skipping paths that exist) and answers path → id. */
async function seedCategoryTree(tx: Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const insert = async (nodes: SeedCategory[], parent: { id: number; path: string } | null) => {
    for (const [position, node] of nodes.entries()) {
      const path = parent ? `${parent.path}/${node.slug}` : node.slug
      await tx
        .insert(categories)
        .values({
          slug: node.slug,
          path,
          parentId: parent?.id ?? null,
          nameEn: node.nameEn,
          nameAr: node.nameAr,
          position,
        })
        .onConflictDoNothing({ target: categories.path })
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(sql`${categories.path} = ${path}`)
      if (!row) throw new Error(`Category ${path} was not stored`)
      ids.set(path, row.id)
      if (node.children) await insert(node.children, { id: row.id, path })
    }
  }
  await insert(seedCategories, null)
  return ids
}

async function seedBrandList(tx: Transaction): Promise<Map<string, number>> {
  await tx.insert(brands).values(seedBrands).onConflictDoNothing({ target: brands.slug })
  const rows = await tx.select({ id: brands.id, slug: brands.slug }).from(brands)
  return new Map(rows.map((row) => [row.slug, row.id]))
}

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
    const categoryIds = await seedCategoryTree(tx)
    const brandIds = await seedBrandList(tx)
    const inserted = await tx
      .insert(products)
      .values(
        items.map((item) => ({
          slug: item.slug,
          categoryId: item.category ? (categoryIds.get(item.category) ?? null) : null,
          brandId: item.brand ? (brandIds.get(item.brand) ?? null) : null,
          descriptionEn: `${item.nameEn}, chosen by Matjar for homes across the Kingdom.\n\nDelivered from our Jizan and Riyadh branches, carefully packed.`,
          descriptionAr: `${item.nameAr}، اختاره متجر للبيوت في أنحاء المملكة.\n\nيصلك من فرعينا في جازان والرياض مغلفاً بعناية.`,
          wholesaleMinQuantity: 6,
          colour: item.colour ?? '#8b5a2b',
          offerEndsAt: item.priceBefore ? sql`now() + interval '14 days'` : null,
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
    const specifications = inserted.flatMap(({ id, slug }) => {
      const item = items.find((candidate) => candidate.slug === slug)
      return item
        ? specificationsFor(item).map((spec, position) => ({ productId: id, position, ...spec }))
        : []
    })
    if (specifications.length > 0) await tx.insert(productSpecifications).values(specifications)
    const written = inserted.flatMap(({ id }) =>
      reviewsFor(id).map((review) => ({ productId: id, ...review })),
    )
    if (written.length > 0) await tx.insert(reviews).values(written)
    // The shop's content: kept when it is there, so a restart never overwrites edits.
    await tx.insert(blogs).values(seedBlogs).onConflictDoNothing({ target: blogs.slug })
    await tx.insert(pages).values(seedPages).onConflictDoNothing({ target: pages.slug })
    await tx.insert(branches).values(seedBranches).onConflictDoNothing({ target: branches.slug })
    await tx.insert(shopSettings).values({ id: 1, value: seedSettings }).onConflictDoNothing()
    await tx
      .insert(promoCodes)
      .values(seedPromoCodes)
      .onConflictDoNothing({ target: promoCodes.code })
    return inserted.length
  })
}

/** Empties the shop's tables (carts too, since their lines point at products). */
export async function wipe(db: Database) {
  await db.execute(
    sql`TRUNCATE order_ratings, order_history, order_items, promo_uses, wallet_entries, points_entries, orders, promo_codes, idempotency_keys, cart_items, carts, blogs, pages, branches, shop_settings, reviews, product_specifications, product_selections, products, brands, categories RESTART IDENTITY CASCADE`,
  )
}
