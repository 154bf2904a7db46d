import type { ProductDetails } from '@matjar/core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from './structured-data.ts'

// What search engines require of each kind (Google's structured data documentation: product
// snippets and merchant listings, breadcrumbs, organization), as schemas the data must pass.
const url = z.url({ protocol: /^https?$/ })
const productSnippet = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  image: z.array(url).min(1),
  offers: z.object({
    '@type': z.literal('Offer'),
    url,
    price: z.string().regex(/^\d+\.\d{2}$/),
    priceCurrency: z.literal('SAR'),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
    priceValidUntil: z.iso.date().optional(),
  }),
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
    })
    .optional(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }).optional(),
})
const breadcrumbList = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: url,
      }),
    )
    .min(1),
})
const organization = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  url,
  logo: url,
})

const product: ProductDetails['product'] = {
  id: 41,
  slug: 'arabica-coffee-beans-1kg',
  name: 'بن عربي، ١ كغ',
  price: '72.00',
  price_before: '90.00',
  discount_text: '-20%',
  wholesale_price: null,
  wholesale_min_quantity: null,
  rating: 4.5,
  ratings_count: 18,
  image: { url: '/media/products/arabica.svg', alt: 'كيس بن' },
  stock: 35,
  has_selections: false,
  is_fav: false,
  is_offer: true,
  offer_ends_at: '2030-04-01T21:00:00Z',
  description: 'تحميص متوسط من جازان.',
  images: [
    { url: '/media/products/arabica.svg', alt: 'كيس بن' },
    { url: '/media/products/arabica-view-2.svg', alt: 'كيس بن من الخلف' },
  ],
  selections: [],
  specifications: [],
  category: { id: 2, slug: 'coffee', path: 'drinks/coffee', name: 'قهوة' },
  brand: { id: 9, slug: 'jazan-farms', name: 'مزارع جازان' },
}
const page = {
  url: 'https://shop.example/ar/product/41',
  pictureUrl: (path: string) => `https://api.shop.example${path}`,
}

describe('structured data', () => {
  it('describes a product with its offer in SAR, availability and rating, as search engines require', () => {
    const data = productJsonLd(product, page)
    expect(productSnippet.parse(data)).toMatchObject({
      name: 'بن عربي، ١ كغ',
      image: [
        'https://api.shop.example/media/products/arabica.svg',
        'https://api.shop.example/media/products/arabica-view-2.svg',
      ],
      offers: {
        price: '72.00',
        priceCurrency: 'SAR',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/ar/product/41',
        priceValidUntil: '2030-04-01',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 18 },
      brand: { name: 'مزارع جازان' },
    })
  })

  it('says out of stock, and gives no rating without reviews', () => {
    const data = productJsonLd({ ...product, stock: 0, ratings_count: 0, rating: 0 }, page)
    const parsed = productSnippet.parse(data)
    expect(parsed.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(parsed.aggregateRating).toBeUndefined()
  })

  it('fails the check when a required part is missing (the check can fail)', () => {
    const { offers: _, ...withoutOffer } = productJsonLd(product, page)
    expect(productSnippet.safeParse(withoutOffer).success).toBe(false)
    expect(productSnippet.safeParse(productJsonLd({ ...product, images: [] }, page)).success).toBe(
      false,
    )
  })

  it('numbers a breadcrumb trail from 1, with absolute addresses', () => {
    const data = breadcrumbList.parse(
      breadcrumbJsonLd([
        { name: 'الرئيسية', url: 'https://shop.example/ar' },
        { name: 'قهوة', url: 'https://shop.example/ar/products/drinks/coffee' },
        { name: 'بن عربي', url: 'https://shop.example/ar/product/41' },
      ]),
    )
    expect(data.itemListElement.map((item) => item.position)).toEqual([1, 2, 3])
  })

  it('describes the shop itself', () => {
    const data = organizationJsonLd({
      name: 'Matjar',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
      email: 'hello@shop.example',
      phone: '+966500000000',
    })
    expect(organization.parse(data)).toBeTruthy()
    expect(data.contactPoint).toMatchObject({ telephone: '+966500000000' })
  })
})
