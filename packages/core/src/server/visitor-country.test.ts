import { describe, expect, it } from 'vitest'
import { visitorCountry } from './visitor-country.ts'

const request = (headers: Record<string, string> = {}) =>
  new Request('https://shop.example/auth?page=register', { headers })

describe('visitorCountry', () => {
  it('reads the country Cloudflare, CloudFront or Vercel wrote', () => {
    expect(visitorCountry(request({ 'CF-IPCountry': 'AE' }))).toBe('AE')
    expect(visitorCountry(request({ 'CloudFront-Viewer-Country': 'EG' }))).toBe('EG')
    expect(visitorCountry(request({ 'X-Vercel-IP-Country': 'gb' }))).toBe('GB')
  })

  it('reads your own header first', () => {
    const both = request({ 'X-Country-Code': 'KW', 'CF-IPCountry': 'AE' })
    expect(visitorCountry(both, { header: 'X-Country-Code' })).toBe('KW')
    expect(visitorCountry(both)).toBe('AE')
    expect(visitorCountry(request({ 'CF-IPCountry': 'AE' }), { header: 'X-Country-Code' })).toBe(
      'AE',
    )
  })

  it('passes over values that name no country: unknown, Tor, private use, typos', () => {
    for (const value of ['XX', 'T1', 'ZZ', 'EU', 'A1', 'SAU', 'S', '', '  ', '<script>']) {
      expect(visitorCountry(request({ 'CF-IPCountry': value }), { fallback: 'SA' })).toBe('SA')
    }
    expect(
      visitorCountry(request({ 'CF-IPCountry': 'XX', 'X-Vercel-IP-Country': 'QA' }), {
        fallback: 'SA',
      }),
    ).toBe('QA')
  })

  it('asks the lookup (a local IP-to-country database) when no header tells', () => {
    const lookup = (sent: Request) => (sent.headers.get('X-Real-IP') === '5.1.2.3' ? 'om' : null)
    expect(visitorCountry(request({ 'X-Real-IP': '5.1.2.3' }), { lookup })).toBe('OM')
    expect(
      visitorCountry(request({ 'CF-IPCountry': 'AE', 'X-Real-IP': '5.1.2.3' }), { lookup }),
    ).toBe('AE')
    expect(visitorCountry(request({ 'Accept-Language': 'ar-EG' }), { lookup: () => 'XX' })).toBe(
      'EG',
    )
  })

  it('falls back to the region of the most wanted language that names one', () => {
    expect(visitorCountry(request({ 'Accept-Language': 'ar-AE' }))).toBe('AE')
    expect(visitorCountry(request({ 'Accept-Language': 'en-GB,en;q=0.9,ar;q=0.8' }))).toBe('GB')
    expect(visitorCountry(request({ 'Accept-Language': 'ar,en-US;q=0.5,ar-EG;q=0.9' }))).toBe('EG')
    expect(visitorCountry(request({ 'Accept-Language': 'zh-Hant-TW' }))).toBe('TW')
    expect(visitorCountry(request({ 'Accept-Language': 'ar-AE;q=0, en-GB;q=0.1' }))).toBe('GB')
  })

  it('gives the fallback, or null, when a language has no region or nothing tells', () => {
    expect(visitorCountry(request({ 'Accept-Language': 'ar' }), { fallback: 'SA' })).toBe('SA')
    expect(visitorCountry(request({ 'Accept-Language': 'es-419, en' }), { fallback: 'SA' })).toBe(
      'SA',
    )
    expect(visitorCountry(request(), { fallback: 'SA' })).toBe('SA')
    expect(visitorCountry(request())).toBeNull()
    expect(visitorCountry(request({ 'Accept-Language': '*' }))).toBeNull()
    // English browsers send en-US wherever they are: it says nothing of the place.
    expect(
      visitorCountry(request({ 'Accept-Language': 'en-US,en;q=0.9' }), { fallback: 'SA' }),
    ).toBe('SA')
    expect(visitorCountry(request({ 'Accept-Language': 'en-US,ar-SA;q=0.9' }))).toBe('SA')
  })
})
