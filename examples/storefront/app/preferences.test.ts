import { describe, expect, it } from 'vitest'
import { languageOf, pagePathOf, shopPathFor } from './preferences.ts'

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers })

describe('the language of a request', () => {
  it('is the page address: /ar is Arabic, plain paths English, whatever the cookie says', () => {
    expect(languageOf(request('/ar/product/61', { Cookie: 'lang=en' }))).toBe('ar')
    expect(languageOf(request('/ar'))).toBe('ar')
    expect(languageOf(request('/product/61', { Cookie: 'lang=ar' }))).toBe('en')
  })

  it("reads a client navigation's data request as its page", () => {
    expect(pagePathOf(request('/ar/product/61.data'))).toBe('/ar/product/61')
    expect(pagePathOf(request('/_root.data'))).toBe('/')
    expect(languageOf(request('/ar.data'))).toBe('ar')
  })

  it('writes a shop path in the request’s language', () => {
    expect(shopPathFor(request('/ar/user-profile'), '/auth?page=register')).toBe(
      '/ar/auth?page=register',
    )
    expect(shopPathFor(request('/user-profile'), '/auth')).toBe('/auth')
  })
})
