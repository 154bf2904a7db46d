import { describe, expect, it } from 'vitest'
import { sameOriginPath } from './same-origin-path.ts'

const SHOP = 'https://shop.example'

describe('sameOriginPath', () => {
  it('keeps a path of the shop, with its query and fragment', () => {
    expect(sameOriginPath('/cart?x=1#top', SHOP)).toBe('/cart?x=1#top')
    expect(sameOriginPath('/ar/product/16', SHOP)).toBe('/ar/product/16')
    expect(sameOriginPath('https://shop.example/cart', SHOP)).toBe('/cart')
  })

  it('sends every way of naming another site home', () => {
    for (const target of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/cart',
      'javascript:alert(1)',
      'http://shop.example/cart',
      'https://shop.example.evil.example/',
    ]) {
      expect(sameOriginPath(target, SHOP), JSON.stringify(target)).toBe('/')
    }
    expect(sameOriginPath(null, SHOP)).toBe('/')
  })

  it('never answers a path a browser would read as another host', () => {
    // `/.//evil.example` resolves to the path `//evil.example` on the shop's own origin.
    expect(sameOriginPath('/.//evil.example', SHOP)).toBe('/evil.example')
    expect(sameOriginPath('/%2F%2Fevil.example', SHOP)).toBe('/%2F%2Fevil.example')
  })
})
