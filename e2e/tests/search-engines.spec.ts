// What search engines read of the shop: robots.txt, the sitemaps (checked against the Sitemap
// protocol's schemas, every address answering), and the structured data of a product page.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateXML } from 'xmllint-wasm'
import { apiUrl } from '../playwright.config.ts'
import { expect, test } from '../support/test.ts'

const schemas = join(import.meta.dirname, '../../examples/storefront/app/seo/schemas')
const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(join(schemas, name), 'utf8'),
})
const valid = async (xml: string, kind: 'urlset' | 'index') =>
  (
    await validateXML({
      xml: { fileName: 'sitemap.xml', contents: xml },
      schema: kind === 'index' ? schema('siteindex.xsd') : schema('sitemap-with-alternates.xsd'),
      preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
      maxMemoryPages: 16_384,
    })
  ).errors

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

test('robots.txt keeps the cart, sign-in and the account out, and says where the sitemap is', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const path of [
    '/cart',
    '/ar/cart',
    '/auth',
    '/ar/auth',
    '/user-profile',
    '/ar/user-profile',
  ]) {
    expect(robots).toContain(`Disallow: ${path}\n`)
  }
  expect(robots).not.toMatch(/Disallow: \/(product|products|blogs)?\n/)
  expect(robots).toContain(`Sitemap: ${test.info().project.use.baseURL}/sitemap.xml`)
})

test('the sitemaps list every public page in both languages, valid and answering', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml')
  expect(index.headers()['content-type']).toContain('application/xml')
  const indexXml = await index.text()
  expect(await valid(indexXml, 'index')).toEqual([])
  const files = locs(indexXml)
  expect(files.map((file) => new URL(file).pathname)).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/products/1.xml',
  ])

  const pages = await (await request.get(new URL(files[0]!).pathname)).text()
  expect(await valid(pages, 'urlset')).toEqual([])
  const products = await (await request.get(new URL(files[1]!).pathname)).text()
  expect(await valid(products, 'urlset')).toEqual([])

  const { data } = (await (
    await request.get(`${apiUrl}/data/product-links?per_page=25000`)
  ).json()) as {
    data: { items: { id: number }[] }
  }
  const productUrls = locs(products).map((url) => new URL(url).pathname)
  expect(productUrls).toHaveLength(data.items.length * 2)
  expect(productUrls).toContain(`/ar/product/${data.items[0]!.id}`)
  const pageUrls = locs(pages).map((url) => new URL(url).pathname + new URL(url).search)
  for (const path of ['/', '/ar', '/blogs', '/ar/blogs', '/about', '/ar/contact-us']) {
    expect(pageUrls).toContain(path)
  }
  expect(pageUrls.some((path) => path.startsWith('/ar/products/'))).toBe(true)
  expect(pageUrls.some((path) => path.startsWith('/ar/blogs/'))).toBe(true)
  // Every page listed answers, in both languages: a sample of each kind.
  const sample = [
    ...pageUrls.filter((_, i) => i % 7 === 0),
    ...productUrls.slice(0, 4),
    ...productUrls.slice(-2),
  ]
  for (const path of sample) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
  }
  expect((await request.get('/sitemaps/products/2.xml')).status()).toBe(404)
})

test('a product page carries its offer, rating and breadcrumbs for search engines, in Arabic too', async ({
  request,
}) => {
  const { data } = (await (await request.get(`${apiUrl}/data/products?per_page=20`)).json()) as {
    data: { items: { id: number; ratings_count: number; price: string }[] }
  }
  const product = data.items.find((item) => item.ratings_count > 0)!
  const html = await (await request.get(`/ar/product/${product.id}`)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  const offer = blocks.find((block) => block['@type'] === 'Product') as {
    name: string
    image: string[]
    offers: { price: string; priceCurrency: string; availability: string; url: string }
    aggregateRating: { ratingValue: number; reviewCount: number }
  }
  expect(offer.name).toMatch(/[\u0600-\u06FF]/)
  expect(offer.offers).toMatchObject({ price: product.price, priceCurrency: 'SAR' })
  expect(offer.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
  expect(offer.offers.url).toBe(`${test.info().project.use.baseURL}/ar/product/${product.id}`)
  expect(offer.aggregateRating.reviewCount).toBe(product.ratings_count)
  expect(offer.image[0]).toMatch(/^https?:\/\//)
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
    itemListElement: { position: number; item: string }[]
  }
  expect(trail.itemListElement.at(-1)?.item).toBe(offer.offers.url)
  expect(html).toMatch(/<meta property="og:locale" content="ar_SA"\/>/)
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"\/>/)
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/)
})
