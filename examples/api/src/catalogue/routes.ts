import { MAX_ID, type PageQuery } from '@matjar/core/contract'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { brands, categories, products, reviews } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { toImage, toImageOrNull } from '../media/image-view.ts'
import { picturesByOwner } from '../media/pictures.ts'
import { categoryTree, nameIn } from './category-tree.ts'
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

/** How many products name the row in `column`: a subquery of a select from `table`. */
const productsCount = (column: 'category_id' | 'brand_id', table: 'categories' | 'brands') =>
  sql<number>`(select count(*)::int from products p where p.${sql.raw(column)} = ${sql.raw(`"${table}"."id"`)})`

/** Catalogue reads (spec §2): categories, brands, product lists with filters, product pages. */
export function catalogueRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  const listProducts = async (
    c: Context<AppEnv>,
    query: ProductFilters & PageQuery,
    forced: Partial<ProductFilters>,
  ) => {
    const language = c.get('language')
    const filters: ProductFilters = { ...query, ...forced }
    const where = productWhere(filters)
    const rows = await onPage(
      db
        .select(cardColumns)
        .from(products)
        .where(where)
        .orderBy(...productOrder(filters.sort))
        .$dynamic(),
      query,
    )
    const favourites = await favouritesOf(
      db,
      c.get('customer')?.id,
      rows.map((row) => row.product.id),
    )
    const items = rows.map((row) => toCard(row, language, favourites))
    return { message: '', data: pageOf(items, await countRows(db, products, where), query) }
  }

  serve(routes, 'listProducts', (c, { query }) => listProducts(c, query, {}))
  serve(routes, 'listOffers', (c, { query }) => listProducts(c, query, { offers: true }))
  serve(routes, 'listWholesaleProducts', (c, { query }) =>
    listProducts(c, query, { wholesale: true }),
  )

  serve(routes, 'getProduct', async (c, { params: { id } }) => {
    const language = c.get('language')
    if (id > MAX_ID) throw new ApiError(404, 'productNotFound')
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
    return {
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
    }
  })

  serve(routes, 'listProductReviews', async (_, { params: { id }, query }) => {
    if (id > MAX_ID) throw new ApiError(404, 'productNotFound')
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id))
    if (!product) throw new ApiError(404, 'productNotFound')
    const ofProduct = eq(reviews.productId, id)
    const rows = await onPage(
      db
        .select()
        .from(reviews)
        .where(ofProduct)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .$dynamic(),
      query,
    )
    const total = await countRows(db, reviews, ofProduct)
    return { message: '', data: pageOf(rows.map(toReview), total, query) }
  })

  serve(routes, 'listProductLinks', async (_, { query }) => {
    const rows = await onPage(
      db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .orderBy(asc(products.id))
        .$dynamic(),
      query,
    )
    return { message: '', data: pageOf(rows, await countRows(db, products), query) }
  })

  serve(routes, 'listCategories', async (c) => {
    const pictures = await picturesByOwner(db, 'category')
    const rows = await db
      .select({ category: categories, direct: productsCount('category_id', 'categories') })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
    return { message: '', data: categoryTree(rows, c.get('language'), pictures) }
  })

  serve(routes, 'listBrands', async (c) => {
    const language = c.get('language')
    const logos = await picturesByOwner(db, 'brand')
    const rows = await db
      .select({ brand: brands, count: productsCount('brand_id', 'brands') })
      .from(brands)
      .orderBy(asc(brands.id))
    return {
      message: '',
      data: rows.map(({ brand, count }) => ({
        id: brand.id,
        slug: brand.slug,
        name: nameIn(language, brand),
        logo: toImageOrNull(logos.get(brand.id), nameIn(language, brand)),
        products_count: count,
      })),
    }
  })

  return routes
}
