import { describe, expect, it } from 'vitest'
import { languageOf, pagePathOf, preferencesOf, shopPathFor } from './preferences.ts'

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers })

describe('the language of a request', () => {
  it('is the page address: /ar is Arabic, plain paths English, whatever the cookie says', () => {
    expect(languageOf(request('/ar/product/61', { Cookie: 'lang=en' }))).toBe('ar')
    expect(languageOf(request('/ar'))).toBe('ar')
    expect(languageOf(request('/product/61', { Cookie: 'lang=ar' }))).toBe('en')
    expect(preferencesOf(request('/ar', { Cookie: 'nuxt-color-mode=dark' }))).toEqual({
      language: 'ar',
      colorMode: 'dark',
    })
  })

  it("reads a client navigation's data request as its page", () => {
    expect(pagePathOf(request('/ar/product/61.data'))).toBe('/ar/product/61')
    expect(pagePathOf(request('/_root.data'))).toBe('/')
    expect(languageOf(request('/ar.data'))).toBe('ar')
  })

  it('takes a call through the API proxy in the language it asks for', () => {
    expect(languageOf(request('/api/data/cart', { 'Accept-Language': 'ar' }))).toBe('ar')
    expect(languageOf(request('/api/data/cart', { Cookie: 'lang=ar' }))).toBe('ar')
    expect(languageOf(request('/api/data/cart'))).toBe('en')
  })

  it('writes a shop path in the request’s language', () => {
    expect(shopPathFor(request('/ar/user-profile'), '/auth?page=register')).toBe(
      '/ar/auth?page=register',
    )
    expect(shopPathFor(request('/user-profile'), '/auth')).toBe('/auth')
  })
})
