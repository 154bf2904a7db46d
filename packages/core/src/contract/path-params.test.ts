import { describe, expect, it } from 'vitest'
import { fillPath, pathParamNames } from './path-params.ts'

describe('path parameters', () => {
  it('names the {name} parts of a path in order', () => {
    expect(pathParamNames('/data/products/{id}/reviews')).toEqual(['id'])
    expect(pathParamNames('/a/{shop_id}/b/{slug}')).toEqual(['shop_id', 'slug'])
    expect(pathParamNames('/data/product/cart')).toEqual([])
  })

  it('writes each value as one encoded segment', () => {
    expect(fillPath('/auth/orders/{id}/cancel', { id: 42 })).toBe('/auth/orders/42/cancel')
    expect(fillPath('/data/blogs/{slug}', { slug: 'a/b c' })).toBe('/data/blogs/a%2Fb%20c')
    expect(fillPath('/data/settings')).toBe('/data/settings')
  })

  it('refuses to build a path with a value missing', () => {
    expect(() => fillPath('/auth/orders/{id}', {})).toThrow(/\{id\}/)
    expect(() => fillPath('/data/blogs/{slug}', { slug: '' })).toThrow(/\{slug\}/)
  })
})
