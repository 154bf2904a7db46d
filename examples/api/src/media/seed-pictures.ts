import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  COLOUR_NAME_PATTERN,
  colourOfSelection,
  viewCountSql,
} from '../catalogue/product-pictures.ts'
import type { Database } from '../db/connect.ts'
import { rawRows } from '../db/raw-rows.ts'
import { blogs, brands, categories, products } from '../db/schema.ts'
import type { PictureRef } from './image-view.ts'
import { storeOriginal } from './media-library.ts'
import type { MadePicture, PictureMaker } from './picture-maker.ts'
import { emblemSvg } from './scenes/emblem.ts'
import { categoryThings, groupShot } from './scenes/group-scenes.ts'
import { type ProductSubject, productShot } from './scenes/product-scene.ts'
import {
  banners,
  blogPictures,
  brandPictures,
  categoryPictures,
  productPictures,
} from './schema.ts'
import { blogCoverScene, seedBanners } from './seed-banners.ts'

export interface SeedPicturesOptions {
  maker: PictureMaker
  /** Width of the photographs in pixels (banners are a third wider); 1200 unless given. */
  size?: number
  /** Told after each picture, to show progress on a long first start. */
  onProgress?: (done: number, total: number) => void
  /** Pictures made at once (each takes a core). */
  concurrency?: number
}

interface Job {
  make: () => Promise<MadePicture>
  keep: (picture: PictureRef) => Promise<unknown>
}

/**
 * Photographs what the seed shop has no picture of yet, stores each original and links it:
 * every product's views and colours, every category, brand and blog post, and the home banners
 * (seeded here too, when there are none). Answers how many pictures it made. Run it again and it
 * makes nothing: what has a picture keeps it.
 */
export async function seedPictures(db: Database, options: SeedPicturesOptions): Promise<number> {
  const size = options.size ?? 1200
  const jobs = [
    ...(await productJobs(db, options.maker, size)),
    ...(await categoryJobs(db, options.maker, size)),
    ...(await brandJobs(db, options.maker, size)),
    ...(await blogJobs(db, options.maker, size)),
    ...(await bannerJobs(db, options.maker, size)),
  ]
  let done = 0
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!
      await job.keep(await storeOriginal(db, await job.make()))
      done += 1
      options.onProgress?.(done, jobs.length)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker))
  return done
}

/** Products (with their category path) to photograph for a category's or brand's picture. */
const subjectColumns = {
  id: products.id,
  slug: products.slug,
  colour: products.colour,
  category: categories.path,
  brandId: products.brandId,
}

/**
 * The product views and colour pictures that are missing, found by the database: on a shop whose
 * products all have their pictures this reads nothing product by product, however large it is.
 */
async function productJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  const views = await rawRows<{
    id: number
    slug: string
    colour: string
    category: string | null
    view: number
  }>(
    db,
    sql`
    select p.id, p.slug, p.colour, c.path as category, v.view
    from products p
    left join categories c on c.id = p.category_id
    cross join lateral generate_series(1, ${viewCountSql(sql`p.id`)}) as v(view)
    where not exists (
      select 1 from product_pictures pp
      where pp.product_id = p.id and pp.selection_id is null and pp.position = v.view
    )
    order by p.id, v.view`,
  )
  const colours = await rawRows<{
    id: number
    slug: string
    colour: string
    category: string | null
    selection_id: number
    name_en: string
  }>(
    db,
    sql`
    select p.id, p.slug, p.colour, c.path as category, s.id as selection_id, s.name_en
    from product_selections s
    join products p on p.id = s.product_id
    left join categories c on c.id = p.category_id
    where s.name_en ~* ${COLOUR_NAME_PATTERN}
      and not exists (select 1 from product_pictures pp where pp.selection_id = s.id and pp.position = 1)
    order by p.id, s.id`,
  )
  const jobs: Job[] = []
  for (const row of views) {
    const subject: ProductSubject = { slug: row.slug, colour: row.colour, category: row.category }
    jobs.push({
      make: () => maker.photograph(productShot(subject, row.view), size),
      keep: (picture) =>
        db
          .insert(productPictures)
          .values({ productId: row.id, position: row.view, originalKey: picture.key })
          .onConflictDoNothing(),
    })
  }
  for (const row of colours) {
    const colour = colourOfSelection(row.name_en)
    if (!colour) continue
    const subject: ProductSubject = { slug: row.slug, colour: row.colour, category: row.category }
    jobs.push({
      make: () => maker.photograph(productShot(subject, 1, colour), size),
      keep: (picture) =>
        db
          .insert(productPictures)
          .values({
            productId: row.id,
            selectionId: row.selection_id,
            position: 1,
            originalKey: picture.key,
          })
          .onConflictDoNothing(),
    })
  }
  return jobs
}

async function categoryJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  const have = new Set((await db.select().from(categoryPictures)).map((p) => p.categoryId))
  const rows = await db.select().from(categories).orderBy(asc(categories.id))
  const missing = rows.filter((category) => !have.has(category.id))
  // A category's picture shows a few of its products: read only when one is missing.
  const subjects =
    missing.length === 0
      ? []
      : await db
          .select(subjectColumns)
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .orderBy(asc(products.id))
          .limit(5000)
  return missing.map((category) => ({
    make: () =>
      maker.photograph(
        groupShot(
          {
            key: `category/${category.path}`,
            things: categoryThings(category.path, subjects),
            prop: null,
            backdrop: 'paper',
            surface: (['wood', 'stone', 'linen'] as const)[rows.indexOf(category) % 3]!,
          },
          1000,
          1000,
        ),
        size,
      ),
    keep: (picture) =>
      db
        .insert(categoryPictures)
        .values({ categoryId: category.id, originalKey: picture.key })
        .onConflictDoNothing(),
  }))
}

async function brandJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  const have = new Set((await db.select().from(brandPictures)).map((p) => p.brandId))
  const rows = await db.select().from(brands).orderBy(asc(brands.id))
  // Each brand's first product, for the brands without a mark only.
  const missingIds = rows.filter((brand) => !have.has(brand.id)).map((brand) => brand.id)
  const subjects =
    missingIds.length === 0
      ? []
      : await db
          .selectDistinctOn([products.brandId], subjectColumns)
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.brandId, missingIds))
          .orderBy(asc(products.brandId), asc(products.id))
  return rows
    .map((brand, index) => ({ brand, index }))
    .filter(({ brand }) => !have.has(brand.id))
    .map(({ brand, index }) => ({
      // A brand's mark takes the colour of its first product.
      make: () =>
        maker.drawing(
          emblemSvg(
            brand.slug,
            subjects.find((p) => p.brandId === brand.id)?.colour ?? '#6b3f22',
            size,
            // One motif each, in the order the brands were made: no two seed brands look alike.
            index + 1,
          ),
        ),
      keep: (picture) =>
        db
          .insert(brandPictures)
          .values({ brandId: brand.id, originalKey: picture.key })
          .onConflictDoNothing(),
    }))
}

async function blogJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  const have = new Set((await db.select().from(blogPictures)).map((p) => p.blogId))
  const rows = await db.select().from(blogs).orderBy(asc(blogs.id))
  return rows
    .filter((blog) => !have.has(blog.id))
    .map((blog) => ({
      // 1200 × 630: the shape social networks show a shared link's picture in.
      make: () =>
        maker.photograph(
          groupShot({ key: `blog/${blog.slug}`, ...blogCoverScene(blog.slug) }, 1000, 525),
          size,
        ),
      keep: (picture) =>
        db
          .insert(blogPictures)
          .values({ blogId: blog.id, originalKey: picture.key })
          .onConflictDoNothing(),
    }))
}

async function bannerJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  if ((await db.select({ id: banners.id }).from(banners).limit(1)).length > 0) return []
  const jobs: Job[] = []
  for (const [position, banner] of seedBanners.entries()) {
    let link: string
    if ('listing' in banner.link) link = banner.link.listing
    else {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, banner.link.product))
      if (!product) continue
      link = `/product/${product.id}`
    }
    jobs.push({
      // 2.5 : 1, a third wider than the photographs: wide enough for a desktop's hero.
      make: () =>
        maker.photograph(
          groupShot({ key: `banner/${position}`, ...banner.scene }, 2500, 1000, 0.66),
          Math.round((size * 4) / 3),
        ),
      keep: (picture) =>
        db
          .insert(banners)
          .values({
            position: position + 1,
            titleEn: banner.titleEn,
            titleAr: banner.titleAr,
            altEn: banner.altEn,
            altAr: banner.altAr,
            link,
            originalKey: picture.key,
          })
          .onConflictDoNothing(),
    })
  }
  return jobs
}
