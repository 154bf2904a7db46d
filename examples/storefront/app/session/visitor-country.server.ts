import { visitorCountry } from '@matjar/core/server'
import { storefrontConfig } from '../config.server.ts'

/**
 * The country the page's phone inputs start on (spec §7), from what this server already knows:
 * the header a CDN or proxy in front wrote (`VISITOR_COUNTRY_HEADER`, then Cloudflare's,
 * CloudFront's, Vercel's), else the region of the browser's language (`ar-AE`), else the shop's
 * country (`SHOP_COUNTRY`, Saudi Arabia). Nobody is asked: neither the browser nor this server
 * calls an IP-to-country service. A shop with a local IP-to-country database (MaxMind GeoLite2)
 * passes its reader as `lookup` here (docs/configuration.md).
 *
 * Only pages that no shared cache keeps read it (sign-up, cart, contact, the customer's area):
 * a public page would hand one visitor's country to the next.
 */
export const phoneCountryOf = (request: Request): string =>
  visitorCountry(request, {
    header: storefrontConfig.visitorCountryHeader,
    fallback: storefrontConfig.shopCountry,
  })
