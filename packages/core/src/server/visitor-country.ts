/**
 * The headers in which the common CDNs and hosts say where the visitor is: Cloudflare's (when
 * "IP Geolocation" is on), CloudFront's (when forwarded to the origin) and Vercel's.
 */
export const VISITOR_COUNTRY_HEADERS = [
  'CF-IPCountry',
  'CloudFront-Viewer-Country',
  'X-Vercel-IP-Country',
] as const

export interface VisitorCountryOptions {
  /**
   * Your CDN's or proxy's own header (e.g. nginx's GeoIP module setting `X-Country-Code`), read
   * before the common ones.
   */
  header?: string | null | undefined
  /**
   * Where to look when no header says it, before the browser's language: e.g. a local
   * IP-to-country database (MaxMind GeoLite2 through the `maxmind` reader) asked with the
   * visitor's address as your server knows it. Return a two-letter code, or nothing.
   */
  lookup?: ((request: Request) => string | null | undefined) | undefined
  /** The shop's own country, when nothing tells the visitor's (e.g. `SA`). */
  fallback?: string | undefined
}

// Not countries: unknown (XX, ZZ), Tor (T1), and the codes left for private use or that name
// more than one country (AA, QM–QZ, XA–XZ, EU, AP).
const NOT_A_COUNTRY = /^(?:AA|Q[M-Z]|X[A-Z]|ZZ|EU|AP|UN)$/

/** A two-letter country code in capitals, or null for anything else. */
const asCountryCode = (value: string | null | undefined): string | null => {
  const code = value?.trim().toUpperCase() ?? ''
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.test(code) ? code : null
}

// What every English browser sends wherever it is (Chrome and Edge in Riyadh as in Texas): a
// language without a place. A shopper in the Gulf reading in English must not get +1.
const WITHOUT_PLACE = new Set(['en-us'])

/**
 * The region of the most wanted language of an `Accept-Language` header that names one
 * (`ar-AE` → AE, `zh-Hant-TW` → TW); a language without a region (`ar`), with a numeric one
 * (`es-419`) or English's default `en-US` says nothing.
 */
const countryOfLanguages = (header: string | null | undefined): string | null => {
  const wanted = (header ?? '')
    .slice(0, 1_000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: weight === undefined ? 1 : Number(weight), index }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of wanted) {
    if (WITHOUT_PLACE.has(tag.toLowerCase())) continue
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag)?.[1]
    const code = asCountryCode(region)
    if (code) return code
  }
  return null
}

/**
 * Where the visitor is, as far as this server already knows without asking anyone: the country
 * a CDN or proxy in front wrote in a header (`header`, then Cloudflare's, CloudFront's and
 * Vercel's), else your `lookup` (a local IP-to-country database), else the region of the
 * browser's language (`Accept-Language: ar-AE` → AE; not `en-US`, the default of English
 * browsers everywhere), else `fallback`. Values that name no
 * country (`XX`, `T1`, a typo) are passed over. Meant for defaults a visitor can change (the
 * phone input's country): the headers are trusted only as hints, since a client that reaches
 * this server directly can write them.
 */
export function visitorCountry(
  request: Request,
  options: VisitorCountryOptions & { fallback: string },
): string
export function visitorCountry(request: Request, options?: VisitorCountryOptions): string | null
export function visitorCountry(
  request: Request,
  { header, lookup, fallback }: VisitorCountryOptions = {},
): string | null {
  const headers = header ? [header, ...VISITOR_COUNTRY_HEADERS] : VISITOR_COUNTRY_HEADERS
  for (const name of headers) {
    const code = asCountryCode(request.headers.get(name))
    if (code) return code
  }
  return (
    asCountryCode(lookup?.(request)) ??
    countryOfLanguages(request.headers.get('Accept-Language')) ??
    asCountryCode(fallback)
  )
}
