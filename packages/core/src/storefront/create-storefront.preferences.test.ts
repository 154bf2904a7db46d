import { describe, expect, it } from 'vitest'
import { createPreferences } from '../preferences/create-preferences.ts'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { createMemoryStorage } from '../storage/key-value-storage.ts'
import { createSessionCache } from '../storage/session-cache.ts'
import { createStorefront } from './create-storefront.ts'

const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'

/** A started guest storefront over the given preferences; records each cart read's language. */
const setUp = () => {
  const cookies = createMemoryCookieJar()
  const preferences = createPreferences({ cookies, language: 'en', colorMode: 'light' })
  const storage = createMemoryStorage()
  storage.setItem('guest-cart-uiid', GUEST)
  const visitCache = createMemoryStorage()
  const cartReads: string[] = []
  const shop = createStorefront({
    apiUrl: 'http://shop.test',
    preferences,
    storage,
    visitCache,
    logger: { warn: () => {} },
    client: {
      fetch: async (input, init) => {
        if (String(input).includes('/cart')) {
          cartReads.push(new Headers(init?.headers).get('Accept-Language') ?? '?')
        }
        return Response.json({ message: '', data: null })
      },
    },
  })
  return { shop, preferences, cookies, visitCache, cartReads }
}

describe('createStorefront follows its preferences', () => {
  it('a switch made on the preferences reads the cart again in the new language and empties the visit cache', async () => {
    const { shop, preferences, cookies, visitCache, cartReads } = setUp()
    const cache = createSessionCache(visitCache)
    cache.set('en', 'brands', ['Nike'])
    shop.start()
    await expect.poll(() => cartReads).toEqual(['en'])

    preferences.setLanguage('ar')

    await expect.poll(() => cartReads).toEqual(['en', 'ar'])
    expect(shop.getLanguage()).toBe('ar')
    expect(cache.get('en', 'brands')).toBeUndefined()
    expect(cookies.get('lang')).toBe('ar')
    shop.stop()
  })

  it('its own setLanguage goes through the same preferences and resolves once the cart is read', async () => {
    const { shop, preferences, cartReads } = setUp()
    shop.start()
    await expect.poll(() => cartReads).toHaveLength(1)
    await shop.setLanguage('ar')
    expect(preferences.getState().language).toBe('ar')
    expect(cartReads).toEqual(['en', 'ar'])
    shop.stop()
  })

  it('stops following when stopped: no read for a switch made after', async () => {
    const { shop, preferences, cartReads } = setUp()
    shop.start()
    await expect.poll(() => cartReads).toHaveLength(1)
    shop.stop()
    preferences.setLanguage('ar')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cartReads).toEqual(['en'])
    expect(shop.getLanguage()).toBe('ar')
  })

  it('without preferences of its own it keeps the language in memory, writing no cookie', async () => {
    const cookies = createMemoryCookieJar()
    const shop = createStorefront({ apiUrl: 'http://shop.test', cookies, language: 'ar' })
    expect(shop.getLanguage()).toBe('ar')
    await shop.setLanguage('en')
    expect(shop.preferences.getState().language).toBe('en')
    expect(cookies.setCookieHeaders()).toEqual([])
  })
})
