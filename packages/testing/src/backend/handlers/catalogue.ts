import type { Language } from '@matjar/core'
import { SUGGESTION_LIMITS, toHalalas } from '@matjar/core/contract'
import { brands, categories, type FixtureProduct } from '../../fixtures/catalogue.ts'
import {
  brand,
  categoryPath,
  categoryRef,
  categoryTree,
  inCategory,
  product,
  productCard,
  reviewsOf,
} from '../../fixtures/views.ts'
import type { Call, Handlers } from '../handler.ts'
import { ShopError } from '../http.ts'
import { cursorPageOf, pageOf } from '../pages.ts'
import type { CustomerRecord, ShopState } from '../state.ts'

type Filters = Omit<Call<'listProducts'>['query'], 'page' | 'per_page'>

/** Offers as the reference API lists them: ending soonest first, no end last, equal ends by id. */
export const endingSoonest = (a: FixtureProduct, b: FixtureProduct): number =>
  Number(a.offer_ends_at === null) - Number(b.offer_ends_at === null) ||
  (a.offer_ends_at ?? '').localeCompare(b.offer_ends_at ?? '') ||
  a.id - b.id

const SORTS: Record<string, (a: FixtureProduct, b: FixtureProduct) => number> = {
  price_desc: (a, b) => toHalalas(b.price) - toHalalas(a.price),
  price_asc: (a, b) => toHalalas(a.price) - toHalalas(b.price),
  best_sellers: (a, b) => b.units_sold - a.units_sold || b.ratings_count - a.ratings_count,
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  ending_soonest: endingSoonest,
}

const matches = (fixture: FixtureProduct, words: string) => {
  const text = [fixture.name.en, fixture.name.ar, fixture.description.en, fixture.description.ar]
    .join(' ')
    .toLowerCase()
  return words
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word))
}

/** The products a list shows: filtered, then sorted (newest first unless told). */
function select(shop: ShopState, filters: Filters, fallbackSort = 'newest'): FixtureProduct[] {
  let found = shop.products
  if (filters.category) {
    const category = categories.find((candidate) => categoryPath(candidate) === filters.category)
    if (!category) throw new ShopError(404, 'categoryNotFound')
    const ids = new Set(inCategory(category).map((fixture) => fixture.id))
    found = found.filter((fixture) => ids.has(fixture.id))
  }
  if (filters.brand) {
    const chosen = brands.find((candidate) => candidate.slug === filters.brand)
    if (!chosen) throw new ShopError(404, 'brandNotFound')
    found = found.filter((fixture) => fixture.brand === chosen.id)
  }
  const { q, price_min, price_max, rating } = filters
  if (q) found = found.filter((fixture) => matches(fixture, q))
  if (price_min) found = found.filter((fixture) => toHalalas(fixture.price) >= toHalalas(price_min))
  if (price_max) found = found.filter((fixture) => toHalalas(fixture.price) <= toHalalas(price_max))
  if (rating !== undefined) {
    found = found.filter((fixture) =>
      rating === 5 ? fixture.rating === 5 : fixture.rating >= rating,
    )
  }
  if (filters.offers) found = found.filter((fixture) => fixture.price_before !== null)
  if (filters.wholesale) found = found.filter((fixture) => fixture.wholesale_price !== null)
  return [...found].sort(SORTS[filters.sort ?? fallbackSort])
}

/** Every word typed begins a word of the name, in either language (lower case, no folding). */
const begins = (name: { en: string; ar: string }, q: string) => {
  const words = `${name.en} ${name.ar}`.toLowerCase().split(/\s+/)
  return q
    .toLowerCase()
    .split(/\s+/)
    .every((typed) => words.some((word) => word.startsWith(typed)))
}

const cardsOf = (found: FixtureProduct[], language: Language, customer: CustomerRecord | null) =>
  found.map((fixture) => productCard(fixture, language, customer?.wishlist.includes(fixture.id)))

const productById = (shop: ShopState, id: number) => {
  const found = shop.products.find((fixture) => fixture.id === id)
  if (!found) throw new ShopError(404, 'productNotFound')
  return found
}

/** Products, categories and brands, named in the request's language. */
export const catalogueHandlers: Handlers = {
  listProducts: ({ shop, query, language, customer }) => ({
    data: cursorPageOf(
      cardsOf(select(shop, query), language, customer),
      query,
      query.sort ?? 'newest',
    ),
  }),

  listOffers: ({ shop, query, language, customer }) => ({
    data: cursorPageOf(
      cardsOf(select(shop, { ...query, offers: true }, 'ending_soonest'), language, customer),
      query,
      query.sort ?? 'ending_soonest',
    ),
  }),

  listWholesaleProducts: ({ shop, query, language, customer }) => ({
    data: cursorPageOf(
      cardsOf(select(shop, { ...query, wholesale: true }), language, customer),
      query,
      query.sort ?? 'newest',
    ),
  }),

  getProduct: ({ shop, params, language, customer }) => {
    const found = productById(shop, params.id)
    const similar = shop.products.filter(
      (fixture) => fixture.id !== found.id && fixture.category === found.category,
    )
    return {
      data: {
        product: product(found, language, customer?.wishlist.includes(found.id)),
        reviews: reviewsOf(found.id).slice(0, 5),
        similar_products: cardsOf(similar, language, customer),
      },
    }
  },

  searchSuggestions: ({ shop, query, language }) => ({
    data: {
      products: shop.products
        .filter((fixture) => begins(fixture.name, query.q))
        .slice(0, SUGGESTION_LIMITS.products)
        .map((fixture) => ({
          id: fixture.id,
          slug: fixture.slug,
          name: language === 'ar' ? fixture.name.ar : fixture.name.en,
        })),
      categories: categories
        .filter((category) => begins(category.name, query.q))
        .slice(0, SUGGESTION_LIMITS.categories)
        .map((category) => categoryRef(category, language)),
    },
  }),

  listProductReviews: ({ shop, params, query }) => ({
    data: pageOf(reviewsOf(productById(shop, params.id).id), query),
  }),

  listProductLinks: ({ shop, query }) => ({
    data: pageOf(
      [...shop.products]
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map((fixture) => ({ id: fixture.id, slug: fixture.slug })),
      query,
    ),
  }),

  listCategories: ({ language }) => ({ data: categoryTree(language) }),

  listBrands: ({ language }) => ({
    data: brands
      .map((fixture) => brand(fixture, language))
      .sort((a, b) => a.name.localeCompare(b.name, language)),
  }),
}
