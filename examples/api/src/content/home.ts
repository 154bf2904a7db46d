import type { Home } from '@matjar/core/contract'
import { asc, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { cardColumns, favouritesOf, toCard } from '../catalogue/product-cards.ts'
import { productOrder } from '../catalogue/product-filters.ts'
import type { Database } from '../db/connect.ts'
import { blogs, brands, categories, products } from '../db/schema.ts'
import { toImage, toImageOrNull } from '../media/image-view.ts'
import { bannersWithPictures, picturesByOwner } from '../media/pictures.ts'
import { type Language, type MessageKey, translate } from '../messages/translate.ts'
import { blogSummary } from './blog-summary.ts'

const ROW_LENGTH = 8

const TITLES = {
  categories: 'homeCategories',
  offers: 'homeOffers',
  new: 'homeNewArrivals',
  best_sellers: 'homeBestSellers',
  brands: 'homeBrands',
  blogs: 'homeBlog',
} satisfies Record<string, MessageKey>

const ROWS: Record<'offers' | 'new' | 'best_sellers', { where?: SQL; order: SQL[] }> = {
  // The same orders as the listings the home's "see all" links open: offers ending soonest first
  // (their countdowns are the most pressing), new arrivals, best sellers.
  offers: { where: isNotNull(products.priceBefore), order: productOrder(undefined, true) },
  new: { order: productOrder(undefined) },
  best_sellers: { order: productOrder('best_sellers') },
}

/**
 * The home page, in order: the banners, the top categories with their pictures, offers, new
 * arrivals, best sellers, brands, and the latest blog posts. Each product row is `ROW_LENGTH`
 * products; the storefront links each section to its full listing.
 */
export async function homeSections(
  db: Database,
  language: Language,
  customerId: number | undefined,
): Promise<Home['sections']> {
  const name = (row: { nameEn: string; nameAr: string }) =>
    language === 'ar' ? row.nameAr : row.nameEn
  const productRow = async (kind: keyof typeof ROWS) => {
    const { where, order } = ROWS[kind]
    const rows = await db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(ROW_LENGTH)
    const favourites = await favouritesOf(
      db,
      customerId,
      rows.map((r) => r.product.id),
    )
    return {
      type: 'products' as const,
      title: translate(language, TITLES[kind]),
      kind,
      items: rows.map((r) => toCard(r, language, favourites)),
    }
  }
  // Every part at once: each is one indexed read, none waits for another.
  const [
    offers,
    newArrivals,
    bestSellers,
    slides,
    topCategories,
    categoryPictures,
    brandRows,
    logos,
    blogRows,
    covers,
  ] = await Promise.all([
    productRow('offers'),
    productRow('new'),
    productRow('best_sellers'),
    bannersWithPictures(db),
    db
      .select({
        category: categories,
        // Its own products and its subcategories' (counts kept on each category).
        count: sql<number>`(select coalesce(sum(c.products_count), 0)::int from categories c where c.path = "categories"."path" or c.path like "categories"."path" || '/%')`,
      })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.id)),
    picturesByOwner(db, 'category'),
    db
      .select({
        brand: brands,
        count: brands.productsCount,
      })
      .from(brands)
      .orderBy(asc(brands.id)),
    picturesByOwner(db, 'brand'),
    db.select().from(blogs).orderBy(desc(blogs.publishedAt)).limit(3),
    picturesByOwner(db, 'blog'),
  ])
  const sections: Home['sections'] = []
  if (slides.length > 0) {
    sections.push({
      type: 'banners',
      slides: slides.map(({ banner, picture }) => ({
        image: toImage(picture, language === 'ar' ? banner.altAr : banner.altEn),
        title: language === 'ar' ? banner.titleAr : banner.titleEn,
        link: banner.link,
      })),
    })
  }
  sections.push({
    type: 'categories',
    title: translate(language, TITLES.categories),
    items: topCategories.map(({ category, count }) => ({
      id: category.id,
      slug: category.slug,
      path: category.path,
      name: name(category),
      image: toImageOrNull(categoryPictures.get(category.id), name(category)),
      products_count: count,
      // The home shows the top categories; /categories shows the tree.
      children: [],
    })),
  })
  sections.push(offers, newArrivals, bestSellers)
  sections.push({
    type: 'brands',
    title: translate(language, TITLES.brands),
    items: brandRows.map(({ brand, count }) => ({
      id: brand.id,
      slug: brand.slug,
      name: name(brand),
      logo: toImageOrNull(logos.get(brand.id), name(brand)),
      products_count: count,
    })),
  })
  sections.push({
    type: 'blogs',
    title: translate(language, TITLES.blogs),
    items: blogRows.map((row) => blogSummary(row, language, covers.get(row.id))),
  })
  return sections
}
