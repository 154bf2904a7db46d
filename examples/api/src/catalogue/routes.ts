import {
  type Category,
  endpoints,
  idParamsSchema,
  pageQuerySchema,
  productLinksQuerySchema,
  productListQuerySchema,
} from '@matjar/core/contract'
import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { brands, categories, products, reviews } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import type { Language } from '../http/messages.ts'
import { pageMeta } from '../http/page-meta.ts'
import { parseInput } from '../http/validate.ts'
import { toImage, toImageOrNull } from '../media/image-view.ts'
import { picturesByOwner } from '../media/pictures.ts'
import { cardColumns, favouritesOf, toCard } from './product-cards.ts'
import { readProductDetails } from './product-details.ts'
import { type ProductFilters, productOrder, productWhere } from './product-filters.ts'
import { colourOfSelection, viewAlt } from './product-pictures.ts'

/** A review as the contract gives it. */
const toReview = (r: typeof reviews.$inferSelect) => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  author_name: r.authorName,
  created_at: r.createdAt.toISOString(),
})

const nameIn = (language: Language, row: { nameEn: string; nameAr: string }) =>
  language === 'ar' ? row.nameAr : row.nameEn

/** Catalogue reads (spec §2): categories, brands, product lists with filters, product pages. */
export function catalogueRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  const listProducts = async (c: Context<AppEnv>, forced: Partial<ProductFilters>) => {
    const language = c.get('language')
    const query = parseInput(productListQuerySchema, c.req.query(), language)
    const filters: ProductFilters = { ...query, ...forced }
    const where = productWhere(filters)
    const [total] = await db.select({ n: count() }).from(products).where(where)
    const rows = await db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...productOrder(filters.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
    const favourites = await favouritesOf(
      db,
      c.get('customer')?.id,
      rows.map((row) => row.product.id),
    )
    const n = total?.n ?? 0
    return c.json({
      message: '',
      data: {
        items: rows.map((row) => toCard(row, language, favourites)),
        meta: pageMeta(n, query),
      },
    })
  }

  routes.get(endpoints.listProducts.path, (c) => listProducts(c, {}))
  routes.get(endpoints.listOffers.path, (c) => listProducts(c, { offers: true }))
  routes.get(endpoints.listWholesaleProducts.path, (c) => listProducts(c, { wholesale: true }))

  routes.get('/data/products/:id', async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, { id: Number(c.req.param('id')) }, language)
    if (id > 2_147_483_647) throw new ApiError(404, 'productNotFound')
    const details = await readProductDetails(db, id, c.get('customer')?.id)
    if (!details) throw new ApiError(404, 'productNotFound')
    const {
      card: row,
      selections,
      specifications,
      reviews: latest,
      category,
      brand,
      similar,
      pictures,
    } = details
    const favourites = details.favourites
    const p = row.product
    const card = toCard(row, language, favourites)
    return c.json({
      message: '',
      data: {
        product: {
          ...card,
          description: language === 'ar' ? p.descriptionAr : p.descriptionEn,
          images: pictures.views.map((picture, i) =>
            toImage(picture, viewAlt(card.name, language, i + 1)),
          ),
          selections: selections.map((s) => ({
            id: s.id,
            name: nameIn(language, s),
            colour: colourOfSelection(s.nameEn),
            stock: s.stock,
            image: toImageOrNull(
              pictures.bySelection.get(s.id),
              `${card.name} - ${nameIn(language, s)}`,
            ),
          })),
          specifications: specifications.map((s) => ({
            label: language === 'ar' ? s.labelAr : s.labelEn,
            value: language === 'ar' ? s.valueAr : s.valueEn,
          })),
          category: category
            ? {
                id: category.id,
                slug: category.slug,
                path: category.path,
                name: nameIn(language, category),
              }
            : null,
          brand: brand ? { id: brand.id, slug: brand.slug, name: nameIn(language, brand) } : null,
        },
        reviews: latest.map(toReview),
        similar_products: similar.map((s) => toCard(s, language, favourites)),
      },
    })
  })

  routes.get('/data/products/:id/reviews', async (c) => {
    const language = c.get('language')
    const { id } = parseInput(idParamsSchema, { id: Number(c.req.param('id')) }, language)
    const query = parseInput(pageQuerySchema, c.req.query(), language)
    if (id > 2_147_483_647) throw new ApiError(404, 'productNotFound')
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id))
    if (!product) throw new ApiError(404, 'productNotFound')
    const [total] = await db.select({ n: count() }).from(reviews).where(eq(reviews.productId, id))
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
    const n = total?.n ?? 0
    return c.json({
      message: '',
      data: {
        items: rows.map(toReview),
        meta: pageMeta(n, query),
      },
    })
  })

  routes.get(endpoints.listProductLinks.path, async (c) => {
    const query = parseInput(productLinksQuerySchema, c.req.query(), c.get('language'))
    const [total] = await db.select({ n: count() }).from(products)
    const items = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .orderBy(asc(products.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
    return c.json({ message: '', data: { items, meta: pageMeta(total?.n ?? 0, query) } })
  })

  routes.get(endpoints.listCategories.path, async (c) => {
    const language = c.get('language')
    const pictures = await picturesByOwner(db, 'category')
    const rows = await db
      .select({
        category: categories,
        direct: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
    const nodes = new Map<number, Category>()
    for (const { category, direct } of rows) {
      nodes.set(category.id, {
        id: category.id,
        slug: category.slug,
        path: category.path,
        name: nameIn(language, category),
        image: toImageOrNull(pictures.get(category.id), nameIn(language, category)),
        products_count: direct,
        children: [],
      })
    }
    const roots: Category[] = []
    for (const { category } of rows) {
      const node = nodes.get(category.id)!
      const parent = category.parentId === null ? undefined : nodes.get(category.parentId)
      if (parent) parent.children.push(node)
      else roots.push(node)
    }
    // A category counts its subcategories' products too.
    const total = (node: Category): number => {
      node.products_count += node.children.reduce((sum, child) => sum + total(child), 0)
      return node.products_count
    }
    for (const root of roots) total(root)
    return c.json({ message: '', data: roots })
  })

  routes.get(endpoints.listBrands.path, async (c) => {
    const language = c.get('language')
    const logos = await picturesByOwner(db, 'brand')
    const rows = await db
      .select({
        brand: brands,
        count: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`,
      })
      .from(brands)
      .orderBy(asc(brands.id))
    return c.json({
      message: '',
      data: rows.map(({ brand, count }) => ({
        id: brand.id,
        slug: brand.slug,
        name: nameIn(language, brand),
        logo: toImageOrNull(logos.get(brand.id), nameIn(language, brand)),
        products_count: count,
      })),
    })
  })

  return routes
}
