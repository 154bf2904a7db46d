import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { bytea } from '../db/tables/bytea.ts'
import { brands, categories, productSelections, products } from '../db/tables/catalogue.ts'
import { blogs } from '../db/tables/content.ts'

export const originalTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export type OriginalType = (typeof originalTypes)[number]

/**
 * A picture as the shop gave it (a photograph, a logo): its bytes, kept in the database so every
 * API replica can make renditions of it. `key` is the first 128 bits of the bytes' SHA-256, in
 * hex: the same picture stored twice is one row, and a changed picture is a new key (and new
 * URLs), so its renditions can be cached forever.
 */
export const mediaOriginals = pgTable(
  'media_originals',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type', { enum: originalTypes }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_originals_key_hex', sql`${t.key} ~ '^[0-9a-f]{32}$'`),
    check('media_originals_size_positive', sql`${t.width} > 0 AND ${t.height} > 0`),
    check(
      'media_originals_type_known',
      sql`${t.contentType} IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')`,
    ),
  ],
)

const originalKey = () =>
  text('original_key')
    .notNull()
    .references(() => mediaOriginals.key, { onDelete: 'restrict' })

/**
 * A product's pictures: its views in order (`position` 1 is the one cards show), and each colour
 * selection's own picture (`selection_id` set).
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    selectionId: integer('selection_id'),
    position: integer('position').notNull(),
    originalKey: originalKey(),
  },
  (t) => [
    check('product_pictures_position_positive', sql`${t.position} > 0`),
    // A selection's picture belongs to a selection of the same product.
    foreignKey({
      name: 'product_pictures_selection_of_product_fk',
      columns: [t.selectionId, t.productId],
      foreignColumns: [productSelections.id, productSelections.productId],
    }).onDelete('cascade'),
    unique('product_pictures_place_unique')
      .on(t.productId, t.selectionId, t.position)
      .nullsNotDistinct(),
  ],
)

export const categoryPictures = pgTable('category_pictures', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  originalKey: originalKey(),
})

/** A brand's logo. */
export const brandPictures = pgTable('brand_pictures', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  originalKey: originalKey(),
})

/** A blog post's cover. */
export const blogPictures = pgTable('blog_pictures', {
  blogId: integer('blog_id')
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  originalKey: originalKey(),
})

/**
 * The home page's banners, in `position` order: a picture, a title and where it leads (a
 * storefront path: a listing such as `/products/coffee-and-tea` or a product, `/product/7`).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** What the picture shows, for those who cannot see it. */
    altEn: text('alt_en').notNull(),
    altAr: text('alt_ar').notNull(),
    link: text('link').notNull(),
    originalKey: originalKey(),
  },
  (t) => [
    check('banners_link_is_a_path', sql`${t.link} ~ '^/[^/]'`),
    unique('banners_position_unique').on(t.position),
  ],
)

export const mediaSchema = {
  mediaOriginals,
  productPictures,
  categoryPictures,
  brandPictures,
  blogPictures,
  banners,
}
