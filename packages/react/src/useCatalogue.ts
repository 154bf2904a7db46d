'use client'

import type {
  Category,
  CursorPaginated,
  Paginated,
  ProductDetails,
  ProductListQuery,
  ProductSummary,
  Review,
} from '@matjar/core'
import { type ReadOptions, type ReadResult, useStorefrontRead } from './useStorefrontRead.ts'

/**
 * A page of products with filters and sort (`listProducts`): `{ items, meta }`. Read in the
 * provider's language and again when it or the query changes. By `page`, or by `cursor`:
 * `meta.next_cursor` of a page read leads to the page after it (for "Load more"), as cheap deep in
 * the catalogue as on page 1; `null` on the last page.
 */
export const useProducts = (
  query: ProductListQuery = {},
  options?: ReadOptions<CursorPaginated<ProductSummary>>,
): ReadResult<CursorPaginated<ProductSummary>> =>
  useStorefrontRead('listProducts', { query }, options)

/**
 * A product with its latest reviews and similar products (`getProduct`): `{ product, reviews,
 * similar_products }`. `id` may be undefined while it is not known yet (nothing is read).
 */
export const useProduct = (
  id: number | undefined,
  options?: ReadOptions<ProductDetails>,
): ReadResult<ProductDetails> =>
  useStorefrontRead(
    'getProduct',
    { params: { id: id ?? 0 } },
    {
      ...options,
      enabled: id !== undefined && (options?.enabled ?? true),
    },
  )

/** The category tree: top categories with their subcategories (`listCategories`). */
export const useCategories = (options?: ReadOptions<Category[]>): ReadResult<Category[]> =>
  useStorefrontRead('listCategories', undefined, options)

/** A product's reviews, newest first, page by page (`listProductReviews`). */
export const useProductReviews = (
  id: number | undefined,
  page: { page?: number; per_page?: number } = {},
  options?: ReadOptions<Paginated<Review>>,
): ReadResult<Paginated<Review>> =>
  useStorefrontRead(
    'listProductReviews',
    { params: { id: id ?? 0 }, query: page },
    {
      ...options,
      enabled: id !== undefined && (options?.enabled ?? true),
    },
  )

/**
 * Products like this one, as its page lists them. The same read as `useProduct(id)` (one request
 * when a page uses both).
 */
export const useSimilarProducts = (
  id: number | undefined,
  options?: ReadOptions<ProductDetails>,
): ReadResult<ProductSummary[]> => {
  const read = useProduct(id, options)
  return { ...read, data: read.data?.similar_products }
}
