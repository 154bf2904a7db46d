import type {
  Category,
  CursorPaginated,
  Paginated,
  ProductDetails,
  ProductSummary,
  Review,
  StorefrontError,
} from '@matjar/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type ReadResult,
  type useCategories,
  type useProduct,
  type useProductReviews,
  type useProducts,
  type useSimilarProducts,
  useStorefrontRead,
} from './index.ts'

type Result<T extends (...args: never[]) => unknown> = ReturnType<T>

/** Never called: it only has to fail to compile where marked. */
function useWithoutParams() {
  // @ts-expect-error getProduct needs `params: { id }`
  useStorefrontRead('getProduct', {})
  // @ts-expect-error an id is a number
  useStorefrontRead('getProduct', { params: { id: '7' } })
  return useStorefrontRead('getProduct', { params: { id: 7 } })
}

// Checked by `tsc` in Vitest's typecheck mode: the catalogue hooks answer the contract's shapes,
// and their inputs are typed from it (numbers are numbers, a query's names are checked).
describe('catalogue hook types', () => {
  it('answer the contract’s shapes', () => {
    expectTypeOf<Result<typeof useProducts>>().toEqualTypeOf<
      ReadResult<CursorPaginated<ProductSummary>>
    >()
    expectTypeOf<Result<typeof useProduct>>().toEqualTypeOf<ReadResult<ProductDetails>>()
    expectTypeOf<Result<typeof useSimilarProducts>>().toEqualTypeOf<ReadResult<ProductSummary[]>>()
    expectTypeOf<Result<typeof useProductReviews>>().toEqualTypeOf<ReadResult<Paginated<Review>>>()
    expectTypeOf<Result<typeof useCategories>>().toEqualTypeOf<ReadResult<Category[]>>()
    expectTypeOf<ReadResult<Category[]>['refetch']>().returns.toEqualTypeOf<Promise<void>>()
    // The documented `StorefrontError` (status, code, isNetworkError), not a bare Error.
    expectTypeOf<Result<typeof useProducts>['error']>().toEqualTypeOf<StorefrontError | null>()
    expectTypeOf<Result<typeof useProduct>['error']>().toEqualTypeOf<StorefrontError | null>()
  })

  it('take typed inputs', () => {
    expectTypeOf<typeof useProduct>().parameter(0).toEqualTypeOf<number | undefined>()
    expectTypeOf<Parameters<typeof useProducts>[0]>().toExtend<
      { page?: number; rating?: number; cursor?: string } | undefined
    >()
    expectTypeOf(useWithoutParams).toBeFunction()
  })
})
