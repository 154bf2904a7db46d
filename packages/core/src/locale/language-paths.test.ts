import { describe, expect, it } from 'vitest'
import {
  alternateLinks,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
} from './language-paths.ts'

describe('language paths', () => {
  it('reads the language from the prefix; plain paths are English', () => {
    expect(languageOfPath('/ar')).toBe('ar')
    expect(languageOfPath('/ar/')).toBe('ar')
    expect(languageOfPath('/ar/product/7?tab=reviews')).toBe('ar')
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/product/7')).toBe('en')
    // A prefix is a whole segment, and English has none.
    expect(languageOfPath('/arabica/beans')).toBe('en')
    expect(languageOfPath('/en/product/7')).toBe('en')
    expect(languageOfPath('/products/ar')).toBe('en')
  })

  it('moves a page between languages, keeping its query and hash', () => {
    expect(pathInLanguage('/product/7', 'ar')).toBe('/ar/product/7')
    expect(pathInLanguage('/', 'ar')).toBe('/ar')
    expect(pathInLanguage('/?page=2', 'ar')).toBe('/ar?page=2')
    expect(pathInLanguage('/products/coffee?sort=price#top', 'ar')).toBe(
      '/ar/products/coffee?sort=price#top',
    )
    expect(pathInLanguage('/ar/cart', 'en')).toBe('/cart')
    expect(pathInLanguage('/ar', 'en')).toBe('/')
    expect(pathInLanguage('/ar?x=1', 'en')).toBe('/?x=1')
    expect(pathInLanguage('/ar/cart', 'ar')).toBe('/ar/cart')
    expect(pathInLanguage('/cart', 'en')).toBe('/cart')
    expect(pathWithoutLanguage('/ar/user-profile/wallet')).toBe('/user-profile/wallet')
  })

  it('lists the page in both languages and x-default, absolute', () => {
    expect(alternateLinks('/ar/product/7', 'https://shop.example/')).toEqual([
      { hreflang: 'en', href: 'https://shop.example/product/7' },
      { hreflang: 'ar', href: 'https://shop.example/ar/product/7' },
      { hreflang: 'x-default', href: 'https://shop.example/product/7' },
    ])
  })

  it('picks the language a browser prefers from Accept-Language', () => {
    expect(preferredLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar')
    expect(preferredLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en')
    expect(preferredLanguage('fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4')).toBe('ar')
    expect(preferredLanguage('de,fr')).toBeNull()
    expect(preferredLanguage('ar;q=0')).toBeNull()
    expect(preferredLanguage('AR')).toBe('ar')
    expect(preferredLanguage('')).toBeNull()
    expect(preferredLanguage(null)).toBeNull()
  })
})
