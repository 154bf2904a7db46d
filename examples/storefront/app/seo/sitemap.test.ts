import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import {
  PRODUCTS_PER_FILE,
  productsSitemap,
  productsSitemapNumber,
  SITEMAP_URLS_PER_FILE,
  sitemapFiles,
  sitemapIndexOf,
  sitemapOf,
} from './sitemap.ts'

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(join(import.meta.dirname, 'schemas', name), 'utf8'),
})

/** The Sitemap protocol's own schemas (sitemaps.org 0.9), with the xhtml:link alternates. */
const validate = (xml: string, kind: 'urlset' | 'index') =>
  validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: kind === 'index' ? schema('siteindex.xsd') : schema('sitemap-with-alternates.xsd'),
    preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
    maxMemoryPages: 16_384,
  })

describe('sitemaps', () => {
  it('lists each page in both languages, each naming the other and x-default', async () => {
    const xml = sitemapOf('https://shop.example/', ['/', '/product/7', '/products?brand=najd&x=1'])
    expect(xml.match(/<url>/g)).toHaveLength(6)
    expect(xml).toContain('<loc>https://shop.example/ar/product/7</loc>')
    expect(xml).toContain('<loc>https://shop.example/product/7</loc>')
    expect(xml).toContain('<loc>https://shop.example/ar</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/product/7"/>',
    )
    // Ampersands are escaped: the file stays well-formed XML.
    expect(xml).toContain('/ar/products?brand=najd&amp;x=1</loc>')
    expect((await validate(xml, 'urlset')).errors).toEqual([])
  })

  it('fails the schema check on a broken sitemap (the check can fail)', async () => {
    const good = sitemapOf('https://shop.example', ['/'])
    expect((await validate(good.replace('<loc>', '<location>'), 'urlset')).valid).toBe(false)
    // The alternates are checked too: a link without its address is refused.
    expect((await validate(good.replace(' href=', ' ref='), 'urlset')).valid).toBe(false)
  })

  it('pages products past 50,000 addresses: 25,000 products a file, each file valid', async () => {
    expect(PRODUCTS_PER_FILE * 2).toBe(SITEMAP_URLS_PER_FILE)
    expect(sitemapFiles(60)).toEqual(['/sitemaps/pages.xml', '/sitemaps/products/1.xml'])
    expect(sitemapFiles(60_001)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products/1.xml',
      '/sitemaps/products/2.xml',
      '/sitemaps/products/3.xml',
    ])
    const full = sitemapOf(
      'https://shop.example',
      Array.from({ length: PRODUCTS_PER_FILE }, (_, i) => `/product/${i + 1}`),
    )
    expect(full.match(/<url>/g)).toHaveLength(SITEMAP_URLS_PER_FILE)
    expect(Buffer.byteLength(full)).toBeLessThan(50 * 1024 * 1024)
    expect((await validate(full, 'urlset')).valid).toBe(true)
    expect(() =>
      sitemapOf('https://shop.example', ['/', ...Array(PRODUCTS_PER_FILE).fill('/x')]),
    ).toThrow(/50000/)
    const index = sitemapIndexOf('https://shop.example', sitemapFiles(60_001))
    expect(index.match(/<sitemap>/g)).toHaveLength(4)
    expect((await validate(index, 'index')).errors).toEqual([])
    // A 50,000-address file through the schema takes seconds, more on a busy machine.
  }, 60_000)

  it('reads a products file name back, and nothing else', () => {
    expect(productsSitemapNumber(productsSitemap(12).split('/').at(-1)!)).toBe(12)
    for (const file of ['0.xml', '1.json', '../1.xml', '1', '12345678.xml']) {
      expect(productsSitemapNumber(file), file).toBeNull()
    }
  })
})
