import type { EndpointName } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { type Answer, asSent, succeeded } from '../test/api-caller.ts'
import { useSeededShop } from '../test/shop.ts'

const shop = useSeededShop()

const ok = <N extends EndpointName>(answer: Answer<N>) => {
  expect(answer.status, answer.text).toBe(200)
  return succeeded(answer)
}

describe('content', () => {
  it('lists blogs newest first and shows one, in Arabic too', async () => {
    const list = ok(await shop.call('listBlogs')).data
    expect(list.items.map((blog) => blog.slug)).toEqual([
      'bakhoor-guide',
      'choosing-dates-for-ramadan',
      'how-to-brew-arabic-coffee',
    ])
    const blog = ok(
      await shop.call('getBlog', { params: { slug: 'how-to-brew-arabic-coffee' }, language: 'ar' }),
    ).data
    expect(blog.title).toBe('كيف تحضّر القهوة العربية في البيت')
    expect(blog.body).toContain('الدلة')
    expect((await shop.call('getBlog', { params: { slug: 'nothing-here' } })).status).toBe(404)
  })

  it('serves the about, services, terms and privacy pages', async () => {
    for (const slug of ['about', 'services', 'terms', 'privacy']) {
      const page = ok(await shop.call('getPage', { params: { slug } })).data
      expect(page.slug).toBe(slug)
      expect(page.body.length).toBeGreaterThan(20)
    }
    const bad = await shop.call('getPage', { params: asSent({ slug: 'Bad_Slug' }) })
    expect(bad.status).toBe(422)
  })

  it('names the Jizan and Riyadh branches with their opening hours', async () => {
    const list = ok(await shop.call('listBranches', { language: 'ar' })).data
    expect(list.map((branch) => branch.city)).toEqual(['جازان', 'الرياض'])
    expect(list[0]?.opening_hours).toHaveLength(7)
  })

  it('answers the shop settings: WhatsApp, VAT 15 %, shipping, points', async () => {
    const settings = ok(await shop.call('getShopSettings', { language: 'ar' })).data
    expect(settings).toMatchObject({ name: 'متجر', currency: 'SAR', vat_rate_percent: 15 })
    expect(settings.whatsapp_number).toMatch(/^\+966/)
  })

  it('builds the home page: banners, categories, offers, new, best sellers, brands, blogs', async () => {
    const home = ok(await shop.call('getHome', { language: 'ar' })).data
    expect(home.sections.map((section) => section.type)).toEqual([
      'banners',
      'categories',
      'products',
      'products',
      'products',
      'brands',
      'blogs',
    ])
    const [banners, categories, offers, fresh, best, brands, blogs] = home.sections
    if (banners?.type !== 'banners') throw new Error('no banners')
    expect(banners.slides).toHaveLength(3)
    for (const slide of banners.slides) {
      expect(slide.title).toMatch(/[\u0600-\u06FF]/)
      expect(slide.image.alt).toMatch(/[\u0600-\u06FF]/)
      expect(slide.link).toMatch(/^\/(products\/[a-z-/]+|product\/\d+)$/)
      expect((await shop.app.request(slide.image.url)).status).toBe(200)
    }
    if (categories?.type !== 'categories') throw new Error('no categories')
    expect(categories.items.map((c) => c.path)).toEqual([
      'coffee-and-tea',
      'dates-and-sweets',
      'fragrance',
      'home',
      'spices-and-pantry',
    ])
    expect(categories.items.every((c) => c.image !== null && c.products_count > 0)).toBe(true)
    const rows = [offers, fresh, best].map((row) => (row?.type === 'products' ? row : null))
    expect(rows.map((row) => row?.kind)).toEqual(['offers', 'new', 'best_sellers'])
    expect(rows.every((row) => row?.items.length === 8)).toBe(true)
    expect(rows[0]?.items.every((item) => item.is_offer && item.offer_ends_at)).toBe(true)
    expect(rows.every((row) => row?.items.every((item) => item.image?.renditions?.length))).toBe(
      true,
    )
    if (brands?.type !== 'brands') throw new Error('no brands')
    expect(brands.items.every((b) => b.logo !== null && b.products_count > 0)).toBe(true)
    if (blogs?.type !== 'blogs') throw new Error('no blogs')
    expect(blogs.items.every((b) => b.cover_image?.width === 240)).toBe(true)
  })

  it('publishes the contract as OpenAPI 3.1', async () => {
    const res = await shop.app.request('/openapi.json')
    expect(res.status).toBe(200)
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/data/product/cart')
  })
})
