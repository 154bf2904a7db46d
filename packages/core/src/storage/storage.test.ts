import { describe, expect, it } from 'vitest'
import { createMemoryCookieJar } from './cookie-jar.ts'
import { createMemoryStorage } from './key-value-storage.ts'
import { readLanguageCookie, writeLanguageCookie } from './language-cookie.ts'
import { readPromoCode, writePromoCode } from './promo-code-cookie.ts'
import { createReloadGuard, RELOAD_GUARD_LIFETIME_MS } from './reload-guard.ts'
import { createSessionCache } from './session-cache.ts'

describe('language cookie', () => {
  it('reads the language of a request and defaults to English', () => {
    expect(readLanguageCookie(createMemoryCookieJar('lang=ar; x=1'))).toBe('ar')
    expect(readLanguageCookie(createMemoryCookieJar('lang=fr'))).toBe('en')
    expect(readLanguageCookie(createMemoryCookieJar(''))).toBe('en')
  })
  it('is written for 365 days', () => {
    const jar = createMemoryCookieJar()
    writeLanguageCookie(jar, 'ar')
    expect(jar.get('lang')).toBe('ar')
    expect(jar.setCookieHeaders()).toEqual(['lang=ar; Path=/; Max-Age=31536000; SameSite=Lax'])
  })
})

describe('promo code cookie', () => {
  it('keeps a trimmed code and forgets an empty one', () => {
    const jar = createMemoryCookieJar()
    writePromoCode(jar, '  SAVE10 ')
    expect(readPromoCode(jar)).toBe('SAVE10')
    writePromoCode(jar, null)
    expect(readPromoCode(jar)).toBeNull()
  })
})

describe('session cache', () => {
  it('keeps English and Arabic answers apart and clears both', () => {
    const storage = createMemoryStorage()
    const cache = createSessionCache(storage)
    cache.set('en', 'categories', ['Kitchen'])
    cache.set('ar', 'categories', ['المطبخ'])
    expect(cache.get('en', 'categories')).toEqual(['Kitchen'])
    expect(cache.get('ar', 'categories')).toEqual(['المطبخ'])
    cache.clear()
    expect(cache.get('en', 'categories')).toBeUndefined()
    expect(cache.get('ar', 'categories')).toBeUndefined()
  })
  it('drops a corrupted entry instead of failing', () => {
    const storage = createMemoryStorage()
    storage.setItem('matjar-cache:en:brands', '{oops')
    expect(createSessionCache(storage).get('en', 'brands')).toBeUndefined()
    expect(storage.getItem('matjar-cache:en:brands')).toBeNull()
  })
})

describe('reload guard', () => {
  it('guards a path for 10 seconds, then lets it go', () => {
    let now = 1_000
    const guard = createReloadGuard(createMemoryStorage(), () => now)
    expect(guard.isGuarded('/cart')).toBe(false)
    guard.mark('/cart')
    expect(guard.isGuarded('/cart')).toBe(true)
    expect(guard.isGuarded('/')).toBe(false)
    now += RELOAD_GUARD_LIFETIME_MS - 1
    expect(guard.isGuarded('/cart')).toBe(true)
    now += 1
    expect(guard.isGuarded('/cart')).toBe(false)
  })
})
