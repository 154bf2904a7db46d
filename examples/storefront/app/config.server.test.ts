import { describe, expect, it } from 'vitest'
import { readStorefrontConfig } from './config.server.ts'

describe('the storefront configuration', () => {
  it('has no Google sign-in unless GOOGLE_CLIENT_ID holds an id', () => {
    expect(readStorefrontConfig({}).googleClientId).toBeNull()
    expect(readStorefrontConfig({ GOOGLE_CLIENT_ID: '' }).googleClientId).toBeNull()
    expect(readStorefrontConfig({ GOOGLE_CLIENT_ID: '  ' }).googleClientId).toBeNull()
    expect(
      readStorefrontConfig({ GOOGLE_CLIENT_ID: ' shop.apps.googleusercontent.com\n' })
        .googleClientId,
    ).toBe('shop.apps.googleusercontent.com')
  })
  it('reaches the API on this machine unless API_URL says otherwise', () => {
    expect(readStorefrontConfig({}).apiUrl).toBe('http://127.0.0.1:4000')
    expect(readStorefrontConfig({ API_URL: 'https://api.shop.example' }).apiUrl).toBe(
      'https://api.shop.example',
    )
  })
  it('lets shared caches keep public pages 60 s, stale for 300, unless told otherwise', () => {
    expect(readStorefrontConfig({}).pageCache).toEqual({ sharedSeconds: 60, staleSeconds: 300 })
    expect(
      readStorefrontConfig({ PAGE_CACHE_SECONDS: '0', PAGE_STALE_SECONDS: ' 30 ' }).pageCache,
    ).toEqual({ sharedSeconds: 0, staleSeconds: 30 })
    expect(() => readStorefrontConfig({ PAGE_CACHE_SECONDS: 'soon' })).toThrow(
      /PAGE_CACHE_SECONDS must be a whole number of seconds/,
    )
  })
  it('keeps a rendered public page 2 s in memory, never longer than a shared cache may', () => {
    expect(readStorefrontConfig({}).pageMemorySeconds).toBe(2)
    expect(readStorefrontConfig({ PAGE_MEMORY_SECONDS: '10' }).pageMemorySeconds).toBe(10)
    expect(readStorefrontConfig({ PAGE_MEMORY_SECONDS: '0' }).pageMemorySeconds).toBe(0)
    expect(readStorefrontConfig({}).pageMemoryMaxBytes).toBe(32 * 1024 * 1024)
    expect(readStorefrontConfig({ PAGE_MEMORY_MAX_MB: '8' }).pageMemoryMaxBytes).toBe(8 << 20)
    expect(
      readStorefrontConfig({ PAGE_MEMORY_SECONDS: '10', PAGE_CACHE_SECONDS: '0' })
        .pageMemorySeconds,
    ).toBe(0)
    expect(() => readStorefrontConfig({ PAGE_MEMORY_SECONDS: '-1' })).toThrow(/PAGE_MEMORY_SECONDS/)
  })
  it('waits 25 s for the API behind /api by default, under nginx’s 60 s, and never 0', () => {
    expect(readStorefrontConfig({}).apiTimeoutSeconds).toBe(25)
    expect(readStorefrontConfig({ API_TIMEOUT_SECONDS: '20' }).apiTimeoutSeconds).toBe(20)
    expect(readStorefrontConfig({ API_TIMEOUT_SECONDS: '0' }).apiTimeoutSeconds).toBe(1)
    expect(() => readStorefrontConfig({ API_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /API_TIMEOUT_SECONDS/,
    )
  })
  it('requires PUBLIC_URL in production, an origin, and takes the request’s address elsewhere', () => {
    expect(readStorefrontConfig({}).publicUrl).toBeNull()
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/)
    expect(
      readStorefrontConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example/' })
        .publicUrl,
    ).toBe('https://shop.example')
    expect(() => readStorefrontConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/an origin/)
    expect(() => readStorefrontConfig({ PUBLIC_URL: 'https://shop.example/shop' })).toThrow(
      /an origin/,
    )
  })
  it('reads the visitor country from VISITOR_COUNTRY_HEADER too, and falls back to SHOP_COUNTRY (SA)', () => {
    expect(readStorefrontConfig({}).visitorCountryHeader).toBeNull()
    expect(readStorefrontConfig({}).shopCountry).toBe('SA')
    const set = readStorefrontConfig({
      VISITOR_COUNTRY_HEADER: ' X-Country-Code ',
      SHOP_COUNTRY: 'ae',
    })
    expect(set.visitorCountryHeader).toBe('X-Country-Code')
    expect(set.shopCountry).toBe('AE')
    expect(() => readStorefrontConfig({ SHOP_COUNTRY: 'Saudi' })).toThrow(
      /SHOP_COUNTRY must be a two-letter country code/,
    )
  })
})
