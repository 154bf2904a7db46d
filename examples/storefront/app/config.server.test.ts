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
})
