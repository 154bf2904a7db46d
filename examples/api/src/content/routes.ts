import { createOpenApiDocument } from '@matjar/core/contract'
import { desc, eq, isNotNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { cardColumns, favouritesOf, toCard } from '../catalogue/product-cards.ts'
import type { Database } from '../db/connect.ts'
import type { StoredSettings } from '../db/content.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { blogs, branches, brands, pages, products, shopSettings } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { type Language, translate } from '../messages/translate.ts'

type BlogRow = typeof blogs.$inferSelect

const blogSummary = (row: BlogRow, language: Language) => {
  const body = language === 'ar' ? row.bodyAr : row.bodyEn
  const title = language === 'ar' ? row.titleAr : row.titleEn
  return {
    slug: row.slug,
    title,
    excerpt: body.split('\n\n')[0] ?? '',
    cover_image: { url: `/media/blogs/${row.slug}.svg`, alt: title },
    published_at: row.publishedAt.toISOString(),
  }
}

/** Blogs, pages, branches, settings, the home page, and the OpenAPI document. */
export function contentRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'listBlogs', async (c, { query }) => {
    const language = c.get('language')
    const rows = await onPage(
      db.select().from(blogs).orderBy(desc(blogs.publishedAt)).$dynamic(),
      query,
    )
    const items = rows.map((row) => blogSummary(row, language))
    return { message: '', data: pageOf(items, await countRows(db, blogs), query) }
  })

  serve(routes, 'getBlog', async (c, { params: { slug } }) => {
    const language = c.get('language')
    const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug))
    if (!row) throw new ApiError(404, 'postNotFound')
    return {
      message: '',
      data: { ...blogSummary(row, language), body: language === 'ar' ? row.bodyAr : row.bodyEn },
    }
  })

  serve(routes, 'getPage', async (c, { params: { slug } }) => {
    const language = c.get('language')
    const [row] = await db.select().from(pages).where(eq(pages.slug, slug))
    if (!row) throw new ApiError(404, 'pageNotFound')
    return {
      message: '',
      data: {
        slug: row.slug,
        title: language === 'ar' ? row.titleAr : row.titleEn,
        body: language === 'ar' ? row.bodyAr : row.bodyEn,
        updated_at: row.updatedAt.toISOString(),
      },
    }
  })

  serve(routes, 'listBranches', async (c) => {
    const language = c.get('language')
    const rows = await db.select().from(branches).orderBy(branches.id)
    return {
      message: '',
      data: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: language === 'ar' ? row.nameAr : row.nameEn,
        city: language === 'ar' ? row.cityAr : row.cityEn,
        address: language === 'ar' ? row.addressAr : row.addressEn,
        phone: row.phone,
        coordinates:
          row.latitude === null || row.longitude === null
            ? null
            : { latitude: row.latitude, longitude: row.longitude },
        opening_hours: row.openingHours,
      })),
    }
  })

  serve(routes, 'getShopSettings', async (c) => {
    const language = c.get('language')
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1))
    if (!row) throw new ApiError(404, 'shopNotSetUp')
    const { name_en, name_ar, ...settings } = row.value as StoredSettings
    // A city stored before it had an Arabic name is named as stored.
    const cities = (settings.shipping?.cities ?? []).map(({ city, city_ar, cost }) => ({
      city,
      name: language === 'ar' ? (city_ar ?? city) : city,
      cost,
    }))
    return {
      message: '',
      data: {
        ...settings,
        shipping: { ...settings.shipping, cities },
        name: language === 'ar' ? name_ar : name_en,
      },
    }
  })

  serve(routes, 'getHome', async (c) => {
    const language = c.get('language')
    const customerId = c.get('customer')?.id
    const row = async (kind: 'offers' | 'new' | 'wholesale', title: string) => {
      const where =
        kind === 'offers'
          ? isNotNull(products.priceBefore)
          : kind === 'wholesale'
            ? isNotNull(products.wholesaleMinQuantity)
            : undefined
      const rows = await db
        .select(cardColumns)
        .from(products)
        .where(where)
        .orderBy(desc(products.id))
        .limit(8)
      const favourites = await favouritesOf(
        db,
        customerId,
        rows.map((r) => r.product.id),
      )
      return {
        type: 'products' as const,
        title,
        kind,
        items: rows.map((r) => toCard(r, language, favourites)),
      }
    }
    const ar = language === 'ar'
    const brandRows = await db.select().from(brands).orderBy(brands.id)
    const blogRows = await db.select().from(blogs).orderBy(desc(blogs.publishedAt)).limit(3)
    return {
      message: '',
      data: {
        sections: [
          await row('offers', translate(language, 'homeOffers')),
          await row('new', translate(language, 'homeNewArrivals')),
          {
            type: 'brands',
            title: translate(language, 'homeBrands'),
            items: brandRows.map((b) => ({
              id: b.id,
              slug: b.slug,
              name: ar ? b.nameAr : b.nameEn,
              logo: null,
              products_count: 0,
            })),
          },
          {
            type: 'blogs',
            title: translate(language, 'homeBlog'),
            items: blogRows.map((b) => blogSummary(b, language)),
          },
        ],
      },
    }
  })

  routes.get('/media/blogs/:file', async (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '')
    const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug))
    if (!row) throw new ApiError(404, 'notFound')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400"><rect width="800" height="400" fill="${row.colour}"/><rect x="40" y="40" width="720" height="320" rx="24" fill="#ffffff" opacity="0.12"/></svg>`
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    })
  })

  // The contract as OpenAPI 3.1, built once: the same for every request.
  const openApi = createOpenApiDocument()
  routes.get('/openapi.json', (c) => c.json(openApi))

  return routes
}
