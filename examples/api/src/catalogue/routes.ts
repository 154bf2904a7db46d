import { MAX_ID, type PageQuery } from '@matjar/core/contract'
import { asc, desc, eq, gte } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { Database } from '../db/connect.ts'
import { countRows, cursorPageOf, onPage, pageOf } from '../db/pages.ts'
import { brands, categories, products, reviews } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { toImage, toImageOrNull } from '../media/image-view.ts'
import { picturesByOwner } from '../media/pictures.ts'
import { countedProducts } from './catalogue-size.ts'
import { categoryTree, nameIn } from './category-tree.ts'
import { favouritesOf, toCard } from './product-cards.ts'
import { readProductDetails } from './product-details.ts'
import type { ProductFilters } from './product-filters.ts'
import { readProductPage } from './product-listing.ts'
import { colourOfSelection, viewAlt } from './product-pictures.ts'
import { suggestionsFor } from './search-suggestions.ts'

/** A review as the contract gives it. */
const toReview = (r: typeof reviews.$inferSelect) => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  author_name: r.authorName,
  created_at: r.createdAt.toISOString(),
})

/** Catalogue reads (spec §2): categories, brands, product lists with filters, product pages. */
export function catalogueRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  const listProducts = async (
    c: Context<AppEnv>,
    query: ProductFilters & PageQuery & { cursor?: string | undefined },
    forced: Partial<ProductFilters>,
  ) => {
    const language = c.get('language')
    const { rows, total, capped, page, next, didYouMean, showingResultsFor } =
      await readProductPage(db, { ...query, ...forced }, query)
    const favourites = await favouritesOf(
      db,
      c.get('customer')?.id,
      rows.map((row) => row.product.id),
    )
    const items = rows.map((row) => toCard(row, language, favourites))
    const listed = cursorPageOf(items, total, { ...query, page }, capped, next)
    const hints = {
      ...(didYouMean ? { did_you_mean: didYouMean } : {}),
      ...(showingResultsFor ? { showing_results_for: showingResultsFor } : {}),
    }
    return { message: '', data: { ...listed, ...hints } }
  }

  serve(routes, 'listProducts', (c, { query }) => listProducts(c, query, {}))
  serve(routes, 'listOffers', (c, { query }) => listProducts(c, query, { offers: true }))
  serve(routes, 'listWholesaleProducts', (c, { query }) =>
    listProducts(c, query, { wholesale: true }),
  )

  serve(routes, 'searchSuggestions', async (c, { query }) => ({
    message: '',
    data: await suggestionsFor(db, query.q, c.get('language')),
  }))

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
    // The page's first id from the primary key alone, then its rows: skipped rows are never read.
    const first = db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1)
      .offset((query.page - 1) * query.per_page)
    const [rows, total] = await Promise.all([
      db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(gte(products.id, first))
        .orderBy(asc(products.id))
        .limit(query.per_page),
      countedProducts(db),
    ])
    return { message: '', data: pageOf(rows, total, query) }
  })

  serve(routes, 'listCategories', async (c) => {
    const pictures = await picturesByOwner(db, 'category')
    const rows = await db
      .select({ category: categories, direct: categories.productsCount })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
    return { message: '', data: categoryTree(rows, c.get('language'), pictures) }
  })

  serve(routes, 'listBrands', async (c) => {
    const language = c.get('language')
    const logos = await picturesByOwner(db, 'brand')
    const rows = await db
      .select({ brand: brands, count: brands.productsCount })
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
