import { asc, eq } from 'drizzle-orm'
import { colourOfSelection, viewCountOf } from '../catalogue/product-pictures.ts'
import type { Database } from '../db/connect.ts'
import { blogs, brands, categories, productSelections, products } from '../db/schema.ts'
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

async function subjectsOf(db: Database) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      colour: products.colour,
      category: categories.path,
      brandId: products.brandId,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.id))
  return rows
}

async function productJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  const subjects = await subjectsOf(db)
  const have = new Set(
    (await db.select().from(productPictures)).map(
      (p) => `${p.productId}/${p.selectionId ?? ''}/${p.position}`,
    ),
  )
  const selections = await db.select().from(productSelections).orderBy(asc(productSelections.id))
  const jobs: Job[] = []
  for (const product of subjects) {
    const subject: ProductSubject = { ...product, category: product.category ?? null }
    for (let view = 1; view <= viewCountOf(product.id); view++) {
      if (have.has(`${product.id}//${view}`)) continue
      jobs.push({
        make: () => maker.photograph(productShot(subject, view), size),
        keep: (picture) =>
          db
            .insert(productPictures)
            .values({ productId: product.id, position: view, originalKey: picture.key })
            .onConflictDoNothing(),
      })
    }
    for (const selection of selections.filter((s) => s.productId === product.id)) {
      const colour = colourOfSelection(selection.nameEn)
      if (!colour || have.has(`${product.id}/${selection.id}/1`)) continue
      jobs.push({
        make: () => maker.photograph(productShot(subject, 1, colour), size),
        keep: (picture) =>
          db
            .insert(productPictures)
            .values({
              productId: product.id,
              selectionId: selection.id,
              position: 1,
              originalKey: picture.key,
            })
            .onConflictDoNothing(),
      })
    }
  }
  return jobs
}

async function categoryJobs(db: Database, maker: PictureMaker, size: number): Promise<Job[]> {
  const have = new Set((await db.select().from(categoryPictures)).map((p) => p.categoryId))
  const subjects = (await subjectsOf(db)).map((p) => ({ ...p, category: p.category ?? null }))
  const rows = await db.select().from(categories).orderBy(asc(categories.id))
  return rows
    .filter((category) => !have.has(category.id))
    .map((category, i) => ({
      make: () =>
        maker.photograph(
          groupShot(
            {
              key: `category/${category.path}`,
              things: categoryThings(category.path, subjects),
              prop: null,
              backdrop: 'paper',
              surface: (['wood', 'stone', 'linen'] as const)[i % 3]!,
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
  const subjects = await subjectsOf(db)
  const rows = await db.select().from(brands).orderBy(asc(brands.id))
  return rows
    .filter((brand) => !have.has(brand.id))
    .map((brand) => ({
      // A brand's mark takes the colour of its first product.
      make: () =>
        maker.drawing(
          emblemSvg(
            brand.slug,
            subjects.find((p) => p.brandId === brand.id)?.colour ?? '#6b3f22',
            size,
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
