import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { brandSchema } from './brand.ts'
import { categorySchema } from './category.ts'
import { productCardSchema, productDetailsSchema, productSchema } from './product.ts'
import { productListQuerySchema } from './product-query.ts'
import { reviewSchema } from './review.ts'
import {
  sampleBrand,
  sampleCategoryTree,
  sampleProduct,
  sampleProductCard,
  sampleReview,
} from './samples.ts'

const failedPaths = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('products', () => {
  it('accepts a product card, a full product and its page', () => {
    expect(productCardSchema.parse(sampleProductCard).price).toBe('72.00')
    const details = {
      product: sampleProduct,
      reviews: [sampleReview],
      similar_products: [sampleProductCard],
    }
    expect(productDetailsSchema.parse(details).product.selections).toHaveLength(2)
  })

  it('rejects an average rating above 5 and a price with three decimals', () => {
    expect(failedPaths(productCardSchema, { ...sampleProductCard, rating: 6 })).toEqual(['rating'])
    expect(failedPaths(productCardSchema, { ...sampleProductCard, price: '72.000' })).toEqual([
      'price',
    ])
  })

  it('rejects a selection colour that is not #RRGGBB and negative stock', () => {
    const selections = [{ id: 5, name: 'Brown', colour: 'brown', stock: -1 }]
    expect(failedPaths(productSchema, { ...sampleProduct, selections })).toEqual([
      'selections.0.colour',
      'selections.0.stock',
    ])
  })
})

describe('reviews', () => {
  it('take 1 to 5 whole stars', () => {
    expect(reviewSchema.parse(sampleReview).rating).toBe(5)
    for (const rating of [0, 6, 4.5]) {
      expect(failedPaths(reviewSchema, { ...sampleReview, rating }), String(rating)).toEqual([
        'rating',
      ])
    }
  })
})

describe('categories and brands', () => {
  it('accepts a category tree to any depth', () => {
    const tree = categorySchema.parse(sampleCategoryTree)
    expect(tree.children[0]?.path).toBe('drinks/coffee')
  })

  it('checks subcategories as strictly as the top ones', () => {
    const child = { ...sampleCategoryTree.children[0], path: 'Drinks/Coffee' }
    expect(failedPaths(categorySchema, { ...sampleCategoryTree, children: [child] })).toEqual([
      'children.0.path',
    ])
  })

  it('accepts a brand and rejects a slug with spaces', () => {
    expect(brandSchema.parse(sampleBrand).slug).toBe('jazan-farms')
    expect(failedPaths(brandSchema, { ...sampleBrand, slug: 'jazan farms' })).toEqual(['slug'])
  })
})

describe('the product list query', () => {
  it('reads filters, sort and page from query-string text', () => {
    const query = productListQuerySchema.parse({
      category: 'drinks/coffee',
      brand: 'jazan-farms',
      q: 'beans',
      price_min: '10.00',
      price_max: '100.00',
      rating: '4',
      offers: 'true',
      wholesale: '0',
      sort: 'price_desc',
      page: '2',
    })
    expect(query).toMatchObject({
      rating: 4,
      offers: true,
      wholesale: false,
      page: 2,
      per_page: 20,
    })
  })

  it('takes the client’s booleans and numbers as they are', () => {
    expect(productListQuerySchema.parse({ offers: false, rating: 5 })).toMatchObject({
      offers: false,
      rating: 5,
    })
  })

  it('offers the rating filters of §9 only: 5, 4, 3 and 2', () => {
    expect(failedPaths(productListQuerySchema, { rating: '1' })).toEqual(['rating'])
    expect(failedPaths(productListQuerySchema, { rating: '6' })).toEqual(['rating'])
    expect(failedPaths(productListQuerySchema, { rating: '3.5' })).toEqual(['rating'])
  })

  it('rejects an unknown sort, a yes/no it cannot read, and unknown parameters', () => {
    expect(failedPaths(productListQuerySchema, { sort: 'newest' })).toEqual(['sort'])
    expect(failedPaths(productListQuerySchema, { offers: 'yes' })).toEqual(['offers'])
    expect(failedPaths(productListQuerySchema, { colour: 'red' })).toEqual([''])
  })
})
