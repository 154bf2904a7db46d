import { describe, expectTypeOf, it } from 'vitest'
import type { CallInput } from './create-storefront-client.ts'
import { createStorefrontClient } from './create-storefront-client.ts'

// Checked by `tsc` in Vitest's typecheck mode: a call that leaves out what its endpoint requires,
// or passes a number as text, does not compile.
const client = createStorefrontClient({ baseUrl: 'https://api.example.com' })

describe('call() input', () => {
  it('requires the path parameters of an endpoint that has them', () => {
    // @ts-expect-error getProduct needs `params: { id }`
    void client.call('getProduct')
    // @ts-expect-error an input without its params is refused too
    void client.call('getProduct', {})
    void client.call('getProduct', { params: { id: 7 } })
  })

  it('requires the body of an endpoint that takes one', () => {
    // @ts-expect-error addToCart needs its line
    void client.call('addToCart')
    void client.call('addToCart', { body: { product_id: 7, product_type: 'retail', quantity: 1 } })
  })

  it('lets the input go when nothing is required', () => {
    void client.call('listCategories')
    void client.call('listProducts')
    void client.call('listProducts', { query: { page: 2, per_page: 12, rating: 4 } })
  })

  it('types numeric inputs as numbers, not unknown', () => {
    expectTypeOf<CallInput<'getProduct'>['params']>().toEqualTypeOf<{ id: number }>()
    expectTypeOf<NonNullable<CallInput<'listProducts'>['query']>['page']>().toEqualTypeOf<
      number | undefined
    >()
    // @ts-expect-error an id is a number
    void client.call('getProduct', { params: { id: '7' } })
  })

  it('refuses parts an endpoint does not have', () => {
    // @ts-expect-error listCategories takes no body
    void client.call('listCategories', { body: { name: 'x' } })
  })
})
