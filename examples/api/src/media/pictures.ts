import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { PictureRef } from './image-view.ts'
import {
  banners,
  blogPictures,
  brandPictures,
  categoryPictures,
  mediaOriginals,
  productPictures,
} from './schema.ts'

const refColumns = {
  key: mediaOriginals.key,
  width: mediaOriginals.width,
  height: mediaOriginals.height,
  type: mediaOriginals.contentType,
}

/**
 * A product's first view, as a column of a product query (`"products"."id"` in scope): what
 * cards show. Null for a product without pictures.
 */
export const firstPictureOf = sql<PictureRef | null>`(select json_build_object('key', o.key, 'width', o.width, 'height', o.height, 'type', o.content_type) from product_pictures pp join media_originals o on o.key = pp.original_key where pp.product_id = "products"."id" and pp.selection_id is null order by pp.position limit 1)`

/** A product's views in order, and each colour selection's own picture. */
export async function picturesOfProduct(db: Database, productId: number) {
  const rows = await db
    .select({ selectionId: productPictures.selectionId, ...refColumns })
    .from(productPictures)
    .innerJoin(mediaOriginals, eq(mediaOriginals.key, productPictures.originalKey))
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position))
  const ref = ({ selectionId: _, ...picture }: (typeof rows)[number]): PictureRef => picture
  return {
    views: rows.filter((row) => row.selectionId === null).map(ref),
    bySelection: new Map(
      rows.flatMap((row) => (row.selectionId === null ? [] : [[row.selectionId, ref(row)]])),
    ),
  }
}

const owners = {
  category: { table: categoryPictures, id: categoryPictures.categoryId },
  brand: { table: brandPictures, id: brandPictures.brandId },
  blog: { table: blogPictures, id: blogPictures.blogId },
} as const

/** Every category's (brand's, blog post's) picture, by its id. */
export async function picturesByOwner(
  db: Database,
  owner: keyof typeof owners,
): Promise<Map<number, PictureRef>> {
  const { table, id } = owners[owner]
  const rows = await db
    .select({ owner: id, ...refColumns })
    .from(table)
    .innerJoin(mediaOriginals, eq(mediaOriginals.key, table.originalKey))
  return new Map(rows.map(({ owner: ownerId, ...picture }) => [ownerId, picture]))
}

/** The home banners in order, each with its picture. */
export async function bannersWithPictures(db: Database) {
  return db
    .select({ banner: banners, picture: refColumns })
    .from(banners)
    .innerJoin(mediaOriginals, eq(mediaOriginals.key, banners.originalKey))
    .orderBy(asc(banners.position))
}
