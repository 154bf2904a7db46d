import * as z from 'zod/mini'
import { brandRefSchema } from './brand.ts'
import { categoryRefSchema } from './category.ts'
import { named } from './component-name.ts'
import { idSchema, slugSchema } from './identifiers.ts'
import { imageSchema } from './image.ts'
import { moneySchema } from './money.ts'
import { reviewSchema } from './review.ts'
import { timestampSchema } from './time.ts'

/** A colour (or other choice) of a product, with its own stock. */
export const productSelectionSchema = named(
  'ProductSelection',
  z.object({
    id: idSchema,
    name: z.string(),
    colour: z
      .nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'A colour is #RRGGBB' })))
      .check(z.describe('The swatch, #RRGGBB; null when the selection is not a colour.')),
    stock: z.int().check(z.nonnegative()),
    image: z
      .optional(z.nullable(imageSchema))
      .check(z.describe("The selection's own picture (a colour's), shown when it is chosen.")),
  }),
)
export type ProductSelection = z.infer<typeof productSelectionSchema>

/** One row of the specifications table: "Weight" — "1.2 kg". */
export const productSpecificationSchema = named(
  'ProductSpecification',
  z.object({ label: z.string(), value: z.string() }),
)
export type ProductSpecification = z.infer<typeof productSpecificationSchema>

/**
 * A product as lists show it (listing, offers, wishlist, home). Prices are those of the cart
 * line: `price` is the retail price the shopper pays now, `price_before` the retail price before
 * an offer.
 */
export const productCardSchema = named(
  'ProductSummary',
  z.object({
    id: idSchema,
    slug: slugSchema,
    name: z.string(),
    price: moneySchema,
    price_before: z.nullable(moneySchema),
    discount_text: z.nullable(z.string()).check(z.describe('How the offer is shown, e.g. "-20%".')),
    wholesale_price: z
      .nullable(moneySchema)
      .check(z.describe('Unit price bought wholesale; null if not sold so.')),
    wholesale_min_quantity: z
      .nullable(z.int().check(z.positive()))
      .check(
        z.describe(
          'Units in the cart (of one selection) from which every unit is charged the wholesale price.',
        ),
      ),
    rating: z
      .number()
      .check(z.minimum(0), z.maximum(5), z.describe('Average stars; 0 while unrated.')),
    ratings_count: z.int().check(z.nonnegative()),
    image: z.nullable(imageSchema),
    stock: z.int().check(z.nonnegative(), z.describe('Units left, all selections together.')),
    has_selections: z
      .boolean()
      .check(z.describe('True when adding to the cart needs a `selection_id`.')),
    is_fav: z
      .boolean()
      .check(z.describe("In the customer's wishlist; false without a bearer token.")),
    is_offer: z.boolean(),
    offer_ends_at: z.nullable(timestampSchema),
  }),
)
export type ProductSummary = z.infer<typeof productCardSchema>

/** A product with everything its page shows. */
export const productSchema = named(
  'Product',
  z.extend(productCardSchema, {
    description: z
      .string()
      .check(z.describe('Plain text; paragraphs are separated by a blank line.')),
    images: z.array(imageSchema),
    selections: z.array(productSelectionSchema),
    specifications: z.array(productSpecificationSchema),
    category: z.nullable(categoryRefSchema),
    brand: z.nullable(brandRefSchema),
  }),
)
export type Product = z.infer<typeof productSchema>

/** Where a product's page is: enough to link to it (sitemaps). */
export const productLinkSchema = z.object({ id: idSchema, slug: slugSchema })
export type ProductLink = z.infer<typeof productLinkSchema>

/** The product page: the product, its latest reviews and similar products. */
export const productDetailsSchema = named(
  'ProductDetails',
  z.object({
    product: productSchema,
    reviews: z
      .array(reviewSchema)
      .check(z.describe('The latest reviews; all of them page by page at /reviews.')),
    similar_products: z.array(productCardSchema),
  }),
)
export type ProductDetails = z.infer<typeof productDetailsSchema>
