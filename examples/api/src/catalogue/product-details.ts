import { type Column, eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import {
  brands,
  categories,
  productSelections,
  productSpecifications,
  products,
  reviews,
} from '../db/schema.ts'
import type { PictureRef } from '../media/image-view.ts'
import { allPicturesOf, firstPictureOfProduct, sortPictures } from '../media/pictures.ts'
import { type CardRow, cardColumns } from './product-cards.ts'

/** How many reviews and similar products a product page shows. */
const LATEST_REVIEWS = 10
const SIMILAR_PRODUCTS = 8

type Row<T extends Table> = T['$inferSelect']

/** Everything a product page shows, as rows; the route turns them into the contract's shape. */
export interface ProductDetailsRows {
  card: CardRow
  selections: Row<typeof productSelections>[]
  specifications: Row<typeof productSpecifications>[]
  reviews: Row<typeof reviews>[]
  category: Row<typeof categories> | null
  brand: Row<typeof brands> | null
  similar: CardRow[]
  /** The ids, among the product and the similar ones, in the customer's wishlist. */
  favourites: Set<number>
  /** The product's views in order, and its colours' own pictures. */
  pictures: ReturnType<typeof sortPictures>
}

/**
 * A row of `table` (under `alias`) as one JSON object keyed by the table's field names, so that
 * rows nested in a JSON aggregate read back like drizzle's own (see `fromJson`).
 */
function jsonOf(table: Table, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([field, column]) => `'${field}', ${alias}."${column.name}"`,
  )
  return sql.raw(`json_build_object(${pairs.join(', ')})`)
}

/** A row from `jsonOf`, with each column's own decoding (timestamps become dates). */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): Row<T> {
  const row: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const value = json[field]
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as Row<T>
}

/** A card row (product + rating) of the similar products' aggregate. */
interface CardJson {
  product: Record<string, unknown>
  rating: number
  ratingsCount: number
  hasSelections: boolean
  picture: PictureRef | null
}

/**
 * A product page's data in one round trip to the database: the product with its rating, its
 * selections, specifications, latest reviews, category, brand, similar products (same category
 * first, never itself) and, for a customer, which of them are in the wishlist. Undefined when
 * there is no such product.
 */
export async function readProductDetails(
  db: Database,
  id: number,
  customerId: number | undefined,
): Promise<ProductDetailsRows | undefined> {
  const similar = sql`(
    select q.*, q.rating_avg as rating, ${firstPictureOfProduct(sql`q.id`)} as picture
    from products q
    where q.id <> "products"."id"
      and ("products"."category_id" is null or q.category_id = "products"."category_id")
    order by q.id desc
    limit ${SIMILAR_PRODUCTS}
  )`
  const [row] = await db
    .select({
      ...cardColumns,
      selections: sql<
        Record<string, unknown>[]
      >`(select coalesce(json_agg(${jsonOf(productSelections, 's')} order by s.id), '[]') from product_selections s where s.product_id = "products"."id")`,
      specifications: sql<
        Record<string, unknown>[]
      >`(select coalesce(json_agg(${jsonOf(productSpecifications, 's')} order by s.position), '[]') from product_specifications s where s.product_id = "products"."id")`,
      reviews: sql<
        Record<string, unknown>[]
      >`(select coalesce(json_agg(${jsonOf(reviews, 'r')} order by r.created_at desc, r.id desc), '[]') from (select * from reviews where product_id = "products"."id" order by created_at desc, id desc limit ${LATEST_REVIEWS}) r)`,
      category: sql<Record<
        string,
        unknown
      > | null>`(select ${jsonOf(categories, 'c')} from categories c where c.id = "products"."category_id")`,
      brand: sql<Record<
        string,
        unknown
      > | null>`(select ${jsonOf(brands, 'b')} from brands b where b.id = "products"."brand_id")`,
      similar: sql<
        CardJson[]
      >`(select coalesce(json_agg(json_build_object('product', ${jsonOf(products, 'q')}, 'rating', q.rating, 'ratingsCount', q.ratings_count, 'hasSelections', q.has_selections, 'picture', q.picture) order by q.id desc), '[]') from ${similar} q)`,
      favourites: customerId
        ? sql<
            number[]
          >`(select coalesce(json_agg(w.product_id), '[]') from wishlist_items w where w.customer_id = ${customerId} and (w.product_id = "products"."id" or w.product_id in (select q.id from ${similar} q)))`
        : sql<number[]>`'[]'::json`,
      pictures: allPicturesOf,
    })
    .from(products)
    .where(eq(products.id, id))
  if (!row) return undefined
  return {
    card: {
      product: row.product,
      rating: row.rating,
      ratingsCount: row.ratingsCount,
      hasSelections: row.hasSelections,
      picture: row.picture,
    },
    selections: row.selections.map((json) => fromJson(productSelections, json)),
    specifications: row.specifications.map((json) => fromJson(productSpecifications, json)),
    reviews: row.reviews.map((json) => fromJson(reviews, json)),
    category: row.category ? fromJson(categories, row.category) : null,
    brand: row.brand ? fromJson(brands, row.brand) : null,
    similar: row.similar.map((json) => ({
      product: fromJson(products, json.product),
      rating: json.rating,
      ratingsCount: json.ratingsCount,
      hasSelections: json.hasSelections,
      picture: json.picture,
    })),
    favourites: new Set(row.favourites),
    pictures: sortPictures(row.pictures),
  }
}
