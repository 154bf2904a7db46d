import * as z from 'zod/mini'
import { brandSchema } from './brand.ts'
import { categorySchema } from './category.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_OPTIONAL_TOKEN, INVALID_INPUT } from './failures.ts'
import { idParamsSchema } from './identifiers.ts'
import { cursorPaginated, pageQuerySchema, paginated } from './pagination.ts'
import { productCardSchema, productDetailsSchema, productLinkSchema } from './product.ts'
import { productLinksQuerySchema, productListQuerySchema } from './product-query.ts'
import { reviewSchema } from './review.ts'
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from './search.ts'

/**
 * A page of products; with `q`, also what words the shop does not have were read as, and which
 * words the products hold when none holds them all.
 */
const productPage = successEnvelope(
  z.extend(cursorPaginated(productCardSchema), {
    did_you_mean: z
      .optional(z.string())
      .check(
        z.describe(
          'With `q`: the query as the shop spells it, each word it does not have replaced by its closest word (`cofee` → `coffee`); the products listed are those of this query. Absent when every word was found as typed.',
        ),
      ),
    showing_results_for: z
      .optional(z.string())
      .check(
        z.describe(
          'With `q` when no product holds every word (or a word is nothing like the shop\'s words): the words the products listed hold, as shown ("Showing results for …"); the products holding the most of the words come first. Absent when every product listed holds every word.',
        ),
      ),
  }),
)
const listErrors = { ...INVALID_INPUT, 404: 'No such category or brand.' }

/** Products, categories and brands. Names come in the language of `Accept-Language`. */
export const catalogueEndpoints = defineEndpoints({
  listProducts: {
    method: 'GET',
    path: '/data/products',
    access: 'public',
    summary: 'Products with filters, sort and pages (the `/products/{slug…}` screen).',
    query: productListQuerySchema,
    response: productPage,
    errors: { ...BAD_OPTIONAL_TOKEN, ...listErrors },
    tag: 'Catalogue',
  },
  getProduct: {
    method: 'GET',
    path: '/data/products/{id}',
    access: 'public',
    summary: 'A product with its latest reviews and similar products.',
    params: idParamsSchema,
    response: successEnvelope(productDetailsSchema),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT, 404: 'No such product.' },
    tag: 'Catalogue',
  },
  searchSuggestions: {
    method: 'GET',
    path: '/data/search-suggestions',
    access: 'public',
    summary:
      "What the search box offers as the shopper types: up to 6 products and 3 categories whose names hold the words (the last one as a beginning), in the request's language.",
    query: searchSuggestionsQuerySchema,
    response: successEnvelope(searchSuggestionsSchema),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT },
    tag: 'Catalogue',
  },
  listProductReviews: {
    method: 'GET',
    path: '/data/products/{id}/reviews',
    access: 'public',
    summary: "A product's reviews, newest first.",
    params: idParamsSchema,
    query: pageQuerySchema,
    response: successEnvelope(paginated(reviewSchema)),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT, 404: 'No such product.' },
    tag: 'Catalogue',
  },
  listOffers: {
    method: 'GET',
    path: '/data/offers',
    access: 'public',
    summary: 'Products on offer, the offers ending soonest first unless sorted.',
    query: z.omit(productListQuerySchema, { offers: true }),
    response: productPage,
    errors: { ...BAD_OPTIONAL_TOKEN, ...listErrors },
    tag: 'Catalogue',
  },
  listWholesaleProducts: {
    method: 'GET',
    path: '/data/wholesale-products',
    access: 'public',
    summary: 'Products sold wholesale, with their wholesale price and minimum quantity.',
    query: z.omit(productListQuerySchema, { wholesale: true }),
    response: productPage,
    errors: { ...BAD_OPTIONAL_TOKEN, ...listErrors },
    tag: 'Catalogue',
  },
  listProductLinks: {
    method: 'GET',
    path: '/data/product-links',
    access: 'public',
    summary:
      'Every product as id and slug, oldest first, in pages of up to 25,000 (what a sitemap lists).',
    query: productLinksQuerySchema,
    response: successEnvelope(paginated(productLinkSchema)),
    errors: { ...BAD_OPTIONAL_TOKEN, ...INVALID_INPUT },
    tag: 'Catalogue',
  },
  listCategories: {
    method: 'GET',
    path: '/data/categories',
    access: 'public',
    summary: 'The category tree: top categories with their subcategories.',
    response: successEnvelope(z.array(categorySchema)),
    errors: BAD_OPTIONAL_TOKEN,
    tag: 'Catalogue',
  },
  listBrands: {
    method: 'GET',
    path: '/data/brands',
    access: 'public',
    summary: 'All brands, by name.',
    response: successEnvelope(z.array(brandSchema)),
    errors: BAD_OPTIONAL_TOKEN,
    tag: 'Catalogue',
  },
})
