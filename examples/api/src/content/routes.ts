import { createOpenApiDocument } from '@matjar/core/contract'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { cityName, placesIn, readPlaces } from '../addresses/places.ts'
import type { Database } from '../db/connect.ts'
import type { StoredSettings } from '../db/content.ts'
import { countRows, onPage, pageOf } from '../db/pages.ts'
import { blogs, branches, pages, shopSettings } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { serve } from '../http/serve.ts'
import { picturesByOwner } from '../media/pictures.ts'
import { blogSummary } from './blog-summary.ts'
import { homeSections } from './home.ts'

/** Blogs, pages, branches, settings, the home page, and the OpenAPI document. */
export function contentRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  serve(routes, 'listBlogs', async (c, { query }) => {
    const language = c.get('language')
    const rows = await onPage(
      db.select().from(blogs).orderBy(desc(blogs.publishedAt)).$dynamic(),
      query,
    )
    const covers = await picturesByOwner(db, 'blog')
    const items = rows.map((row) => blogSummary(row, language, covers.get(row.id)))
    return { message: '', data: pageOf(items, await countRows(db, blogs), query) }
  })

  serve(routes, 'getBlog', async (c, { params: { slug } }) => {
    const language = c.get('language')
    const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug))
    if (!row) throw new ApiError(404, 'postNotFound')
    return {
      message: '',
      data: {
        ...blogSummary(row, language, (await picturesByOwner(db, 'blog')).get(row.id)),
        body: language === 'ar' ? row.bodyAr : row.bodyEn,
      },
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

  serve(routes, 'listPlaces', async (c) => ({
    message: '',
    data: placesIn(await readPlaces(db), c.get('language')),
  }))

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
    const book = await readPlaces(db)
    const cities = (settings.shipping?.cities ?? []).map(({ city, cost, branch }) => ({
      city,
      name: cityName(book, city, language),
      cost,
      branch: branch ?? null,
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

  serve(routes, 'getHome', async (c) => ({
    message: '',
    data: { sections: await homeSections(db, c.get('language'), c.get('customer')?.id) },
  }))

  // The contract as OpenAPI 3.1, built once: the same for every request.
  const openApi = createOpenApiDocument()
  routes.get('/openapi.json', (c) => c.json(openApi))

  return routes
}
