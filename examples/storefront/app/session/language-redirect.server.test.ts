import { describe, expect, it } from 'vitest'
import { languageRedirect } from './language-redirect.server.ts'

const visit = (path: string, headers: Record<string, string> = {}) =>
  languageRedirect(new Request(`http://shop.test${path}`, { headers }))

describe('which language a page request goes to', () => {
  it('sends a first visit to / from an Arabic browser to /ar, once', () => {
    const moved = visit('/', { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.8' })
    expect(moved?.status).toBe(302)
    expect(moved?.headers.get('Location')).toBe('/ar')
    expect(moved?.headers.get('Set-Cookie')).toMatch(
      /^i18n_redirected=ar; Path=\/; Max-Age=31536000/,
    )
    // Remembered: the next visit stays where it asked.
    expect(visit('/', { 'Accept-Language': 'ar', Cookie: 'i18n_redirected=ar' })).toBeNull()
    // An English browser, and deeper pages, are not moved by the browser's language.
    expect(visit('/', { 'Accept-Language': 'en-US,en;q=0.9,ar;q=0.8' })).toBeNull()
    expect(visit('/product/61', { 'Accept-Language': 'ar' })).toBeNull()
  })

  it('opens an old plain link in the language the shopper chose', () => {
    const moved = visit('/product/61?tab=reviews', { Cookie: 'lang=ar' })
    expect(moved?.headers.get('Location')).toBe('/ar/product/61?tab=reviews')
    expect(visit('/', { Cookie: 'lang=ar' })?.headers.get('Location')).toBe('/ar')
    // A client navigation asks for the page's data: it goes to the page's Arabic address.
    expect(visit('/products/coffee.data', { Cookie: 'lang=ar' })?.headers.get('Location')).toBe(
      '/ar/products/coffee',
    )
    expect(visit('/product/61', { Cookie: 'lang=en', 'Accept-Language': 'ar' })).toBeNull()
  })

  it('leaves Arabic addresses alone, whatever the cookies say', () => {
    expect(visit('/ar/product/61', { Cookie: 'lang=en' })).toBeNull()
    expect(visit('/ar', { 'Accept-Language': 'en' })).toBeNull()
  })

  it('never moves a form being sent', () => {
    const post = new Request('http://shop.test/cart', {
      method: 'POST',
      headers: { Cookie: 'lang=ar' },
    })
    expect(languageRedirect(post)).toBeNull()
  })
})
