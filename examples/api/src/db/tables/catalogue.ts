import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { createdAt, moment } from './columns.ts'

/** Categories nest: a subcategory names its parent. `path` is the slugs from the top down. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    path: text('path').notNull().unique(),
    parentId: integer('parent_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
    /** Products in this category itself (not its subcategories), kept by a trigger on products. */
    productsCount: integer('products_count').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'categories_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
  ],
)

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** Products of the brand, kept by a trigger on products. */
  productsCount: integer('products_count').notNull().default(0),
})

/**
 * The indexes serving a listing's orders (see `productOrder`), after the `lead` columns. Descending
 * columns sort nulls first, as a plain `ORDER BY … DESC` does, or the index would not serve it.
 */
const listingOrders = (
  name: string,
  t: Record<'createdAt' | 'id' | 'retailPrice' | 'unitsSold' | 'ratingsCount', ExtraConfigColumn>,
  lead: ExtraConfigColumn[] = [],
) => {
  const on = (indexName: string, ...columns: Parameters<ReturnType<typeof index>['on']>) =>
    index(`${name}_${indexName}_index`).on(...([...lead, ...columns] as typeof columns))
  return [
    on('newest', t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    on('price', t.retailPrice, t.id),
    on(
      'best_sellers',
      t.unitsSold.desc().nullsFirst(),
      t.ratingsCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ]
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    retailPrice: integer('retail_price').notNull(),
    wholesalePrice: integer('wholesale_price').notNull(),
    /** The retail price before a discount; null when the product is not discounted. */
    priceBefore: integer('price_before'),
    /** For a product sold in selections (colours), the sum of their stock; each selection's own stock is the limit. */
    stock: integer('stock').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    /** Fewest units of a wholesale line; null when the product is not sold wholesale. */
    wholesaleMinQuantity: integer('wholesale_min_quantity'),
    /** When the offer (the discounted price) ends; null for no end. */
    offerEndsAt: moment('offer_ends_at'),
    /** The colour of the generated picture. */
    colour: text('colour').notNull().default('#8b5a2b'),
    createdAt: createdAt(),
    // Read models, kept by triggers in the transaction that changes what they sum up
    // (drizzle/0015_catalogue_read_models.sql): lists read them instead of aggregating.
    /** The top-level category of `category_id`: a category's listing is one index range. */
    topCategoryId: integer('top_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    /** Units bought in orders that are not cancelled. */
    unitsSold: integer('units_sold').notNull().default(0),
    /** Average stars of its reviews, 0 without any. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /** Sold in selections (colours): the card asks the shopper to choose one. */
    hasSelections: boolean('has_selections').notNull().default(false),
  },
  (t) => [
    // Similar products: the newest ids of the same category.
    index('products_category_id_index').on(t.categoryId, t.id),
    ...listingOrders('products', t),
    ...listingOrders('products_top_category', t, [t.topCategoryId]),
    ...listingOrders('products_category', t, [t.categoryId]),
    // A brand's listing (its id found first, `brandScope`); they serve the foreign key too.
    ...listingOrders('products_brand', t, [t.brandId]),
    index('products_offers_index')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.priceBefore} IS NOT NULL`),
    index('products_offers_price_index')
      .on(t.retailPrice, t.id)
      .where(sql`${t.priceBefore} IS NOT NULL`),
    index('products_offers_best_sellers_index')
      .on(
        t.unitsSold.desc().nullsFirst(),
        t.ratingsCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.priceBefore} IS NOT NULL`),
    // Offers ending soonest first (the home's row and `listOffers`): `endingSoonest`'s keys.
    index('products_offers_ending_index')
      .on(
        sql`(${t.offerEndsAt} IS NULL)`,
        sql`coalesce(${t.offerEndsAt}, 'epoch'::timestamptz)`,
        t.id,
      )
      .where(sql`${t.priceBefore} IS NOT NULL`),
    index('products_wholesale_index')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.stock} >= ${t.wholesaleMinQuantity}`),
    index('products_rating_index').on(t.ratingAvg.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_prices_non_negative', sql`${t.retailPrice} >= 0 AND ${t.wholesalePrice} >= 0`),
    check(
      'products_price_before_above_price',
      sql`${t.priceBefore} IS NULL OR ${t.priceBefore} > ${t.retailPrice}`,
    ),
  ],
)

/** A line of a product's specifications table, in both languages. */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelEn: text('label_en').notNull(),
    labelAr: text('label_ar').notNull(),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_specifications_product_id_index').on(t.productId)],
)

/** A review of a product: 1 to 5 stars. A product's rating is the average of its reviews. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_id_index').on(t.productId),
  ],
)

/** Colour variants of a product, each with its own stock. */
export const productSelections = pgTable(
  'product_selections',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    check('product_selections_stock_non_negative', sql`${t.stock} >= 0`),
    // Target of the cart line's (selection_id, product_id) key: a line's selection belongs to its product.
    unique('product_selections_id_product_id_unique').on(t.id, t.productId),
    index('product_selections_product_id_index').on(t.productId),
  ],
)
