import { describe, expect, it } from 'vitest'
import { loader } from './switch-language.ts'

const SHOP = 'http://shop.test'
type Args = Parameters<typeof loader>[0]
const switchTo = (language: string, to: string) => {
  const url = `${SHOP}/language/${language}?to=${encodeURIComponent(to)}`
  return loader({ request: new Request(url), params: { language } } as unknown as Args) as Response
}

describe('/language/{en|ar}?to=', () => {
  it('goes to the same page in the chosen language', () => {
    expect(switchTo('ar', '/cart?x=1').headers.get('Location')).toBe('/ar/cart?x=1')
    expect(switchTo('en', '/ar/product/16').headers.get('Location')).toBe('/product/16')
  })

  it('answers every Location on the shop’s own origin', () => {
    const attempts = [
      '/ar//evil.example',
      '/ar///evil.example',
      '/ar/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/ar/\t/evil.example',
      '/%2F%2Fevil.example',
      '/ar/%2F%2Fevil.example',
      'https://evil.example',
    ]
    for (const to of attempts) {
      for (const language of ['en', 'ar']) {
        const location = switchTo(language, to).headers.get('Location')!
        expect(new URL(location, SHOP).origin, `${language} ${JSON.stringify(to)}`).toBe(SHOP)
        expect(location, `${language} ${JSON.stringify(to)}`).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i)
      }
    }
  })
})
