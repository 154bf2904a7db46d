import { alternateLinks, LANGUAGES, MAX_PRODUCT_LINKS_PER_PAGE, pathInLanguage } from '@matjar/core'

/** The Sitemap protocol's limit: a file lists at most 50,000 addresses. */
export const SITEMAP_URLS_PER_FILE = 50_000
/** A page is listed once per language, so a file holds this many products (one API page). */
export const PRODUCTS_PER_FILE = Math.min(
  SITEMAP_URLS_PER_FILE / LANGUAGES.length,
  MAX_PRODUCT_LINKS_PER_PAGE,
)

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )

/** The shop's address without a trailing slash, e.g. `https://shop.example`. */
const baseOf = (origin: string) => origin.replace(/\/+$/, '')

/**
 * A sitemap of `paths` (each a page of the shop, written without a language prefix): every page
 * once per language, each entry naming its other languages (`xhtml:link` alternates) so that a
 * search engine knows the Arabic and English pages are one page.
 */
export function sitemapOf(origin: string, paths: readonly string[]): string {
  const base = baseOf(origin)
  const entries: string[] = []
  for (const path of paths) {
    const alternates = alternateLinks(path, base)
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('')
    for (const language of LANGUAGES) {
      const loc = escapeXml(`${base}${pathInLanguage(path, language)}`)
      entries.push(`<url><loc>${loc}</loc>${alternates}</url>`)
    }
  }
  if (entries.length > SITEMAP_URLS_PER_FILE) {
    throw new Error(`a sitemap lists at most ${SITEMAP_URLS_PER_FILE} addresses`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join('\n')}\n</urlset>\n`
}

/** The sitemap index: where each sitemap file of the shop is. */
export function sitemapIndexOf(origin: string, files: readonly string[]): string {
  const base = baseOf(origin)
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${base}${file}`)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** Where the sitemap of the shop's other pages is (home, listings, categories, content). */
const PAGES_SITEMAP = '/sitemaps/pages.xml'
/** Where the n-th sitemap of products is (n from 1). */
export const productsSitemap = (n: number) => `/sitemaps/products/${n}.xml`
/** The n of a products sitemap's file name (`3.xml`), or null. */
export const productsSitemapNumber = (file: string) => {
  const match = /^([1-9]\d{0,6})\.xml$/.exec(file)
  return match ? Number(match[1]) : null
}

/** Every sitemap file of a shop selling `productCount` products. */
export const sitemapFiles = (productCount: number) => [
  PAGES_SITEMAP,
  ...Array.from({ length: Math.max(1, Math.ceil(productCount / PRODUCTS_PER_FILE)) }, (_, i) =>
    productsSitemap(i + 1),
  ),
]

/** An XML answer that caches may keep for an hour. */
export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
