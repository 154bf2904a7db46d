import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { PictureRef } from './image-view.ts'
import { banners, blogPictures, brandPictures, categoryPictures, mediaOriginals } from './schema.ts'

const refColumns = {
  key: mediaOriginals.key,
  width: mediaOriginals.width,
  height: mediaOriginals.height,
  type: mediaOriginals.contentType,
}

/** A picture reference as JSON, from `media_originals o`. */
const refJson = sql.raw(
  `json_build_object('key', o.key, 'width', o.width, 'height', o.height, 'type', o.content_type)`,
)

/**
 * The first view of the product whose id is `productId` (an SQL expression), or null. Its key is
 * found first, then that one original by its key: never a join over every picture there is.
 */
export const firstPictureOfProduct = (productId: SQL) =>
  sql<PictureRef | null>`(select ${refJson} from media_originals o where o.key = (select pp.original_key from product_pictures pp where pp.product_id = ${productId} and pp.selection_id is null order by pp.position limit 1))`

/**
 * A product's first view, as a column of a product query (`"products"."id"` in scope): what
 * cards show. Null for a product without pictures.
 */
export const firstPictureOf = firstPictureOfProduct(sql`"products"."id"`)

/**
 * Every picture of the product in scope (`"products"."id"`), as a column: its views in order and
 * its selections' pictures, each with the selection it belongs to (null for a view).
 */
export const allPicturesOf = sql<
  (PictureRef & { selectionId: number | null })[]
>`(select coalesce(json_agg(json_build_object('selectionId', pp.selection_id, 'key', o.key, 'width', o.width, 'height', o.height, 'type', o.content_type) order by pp.position, pp.id), '[]') from product_pictures pp join media_originals o on o.key = pp.original_key where pp.product_id = "products"."id")`

/** A product's views in order, and each colour selection's own picture, from `allPicturesOf`. */
export const sortPictures = (rows: (PictureRef & { selectionId: number | null })[]) => {
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
