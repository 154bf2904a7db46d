import type { ProductDetails } from '@matjar/core'

/**
 * schema.org data for search engines (JSON-LD), in the page's language: a product with its offer
 * and rating, the breadcrumb trail of listings and products, and the shop itself on the home page.
 * React Router renders each as `<script type="application/ld+json">` from a route's `meta`
 * (`{ 'script:ld+json': … }`).
 */

type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** One step of a breadcrumb trail: its name and absolute address. */
export interface Crumb {
  name: string
  url: string
}

export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/**
 * A product as Google's product snippets read it: name, pictures, description, brand, the offer
 * (price in SAR, in stock or not, at the page's address) and the rating when it has reviews.
 */
export function productJsonLd(
  product: ProductDetails['product'],
  page: { url: string; pictureUrl: (url: string) => string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    sku: String(product.id),
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    image: product.images.map((image) => page.pictureUrl(image.url)),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: product.price,
      priceCurrency: 'SAR',
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.offer_ends_at ? { priceValidUntil: product.offer_ends_at.slice(0, 10) } : {}),
    },
    ...(product.ratings_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratings_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** The shop on its home page: name, address, logo and how to reach it. */
export function organizationJsonLd(shop: {
  name: string
  url: string
  logo: string
  email?: string | null
  phone?: string | null
}): JsonLd {
  const contact =
    shop.email || shop.phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(shop.email ? { email: shop.email } : {}),
            ...(shop.phone ? { telephone: shop.phone } : {}),
            availableLanguage: ['en', 'ar'],
          },
        }
      : {}
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
    ...contact,
  }
}
