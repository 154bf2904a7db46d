import {
  type Category,
  type ProductListQuery,
  type ProductSummary,
  productSortSchema,
  readTypedAmount,
} from '@matjar/core'
import { useStorefront } from '@matjar/react'
import { Button, Select } from '@matjar/ui'
import { useState } from 'react'
import { data, Form, useNavigate, useSearchParams } from 'react-router'
import { apiFor, notFoundWhenMissing } from '../api.server.ts'
import { DidYouMean } from '../components/DidYouMean.tsx'
import { ListingProducts } from '../components/ListingProducts.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { fitCards, PICTURE_SIZES } from '../picture-sizes.ts'
import { countKey } from '../result-count.ts'
import { pageNumber } from '../route-values.ts'
import { metaAddresses, socialMeta } from '../seo/page-meta.ts'
import { breadcrumbJsonLd } from '../seo/structured-data.ts'
import type { Route } from './+types/products'

const RATINGS = ['5', '4', '3', '2'] as const
/** The listing's filters, as the form names them: how many are in use shows on the phone's button. */
const FILTERS = ['sort', 'rating', 'brand', 'price_min', 'price_max'] as const

/** Finds a category by its path in the tree, with the trail of its parents. */
const findCategory = (tree: readonly Category[], path: string): Category | null => {
  for (const category of tree) {
    if (category.path === path) return category
    const inside = findCategory(category.children ?? [], path)
    if (inside) return inside
  }
  return null
}

/** The categories from the top down to `path` (`a`, then `a/b`): the listing's breadcrumb trail. */
const trailOf = (tree: readonly Category[], path: string) =>
  path
    .split('/')
    .map((_, i, parts) => findCategory(tree, parts.slice(0, i + 1).join('/')))
    .filter((category): category is Category => category !== null)
    .map(({ name, path }) => ({ name, path }))

export async function loader({ request, params }: Route.LoaderArgs) {
  const api = apiFor(request)
  const url = new URL(request.url)
  const path = (params['*'] ?? '').replace(/\/+$/, '')
  const get = (name: string) => url.searchParams.get(name) || undefined
  const sort = productSortSchema.safeParse(get('sort'))
  const rating = get('rating')
  // Prices as typed ("50", "49.5", "٥٠"); anything else is dropped and the shopper told why.
  const price = (name: string) => {
    const typed = get(name)
    return typed === undefined ? undefined : (readTypedAmount(typed) ?? null)
  }
  const priceMin = price('price_min')
  const priceMax = price('price_max')
  const query: ProductListQuery = {
    page: pageNumber(get('page')),
    per_page: 12,
    ...(path ? { category: path } : {}),
    ...(sort.success ? { sort: sort.data } : {}),
    ...(rating && (RATINGS as readonly string[]).includes(rating)
      ? { rating: Number(rating) }
      : {}),
    ...(get('brand') ? { brand: get('brand') } : {}),
    ...(get('q') ? { q: get('q') } : {}),
    ...(priceMin ? { price_min: priceMin } : {}),
    ...(priceMax ? { price_max: priceMax } : {}),
  }
  const [products, categories, brands] = await Promise.all([
    api.call('listProducts', { query }).catch(notFoundWhenMissing),
    api.call('listCategories'),
    api.call('listBrands'),
  ])
  const category = path ? findCategory(categories.data, path) : null
  if (path && !category) throw data('Not found', { status: 404 })
  // A brand's listing (from /brands) is titled with the brand, unless a category names it.
  const brand = brands.data.find((b) => b.slug === query.brand)
  return {
    path,
    title: category?.name ?? brand?.name ?? null,
    trail: path ? trailOf(categories.data, path) : [],
    search: get('q') ?? null,
    query,
    priceInvalid: priceMin === null || priceMax === null,
    subcategories: (category ? category.children : categories.data) ?? [],
    brands: brands.data,
    products: {
      ...products.data,
      items: fitCards(products.data.items, PICTURE_SIZES.gridCard.widest),
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches, location }) => {
  if (!data) return []
  const t = metaWords(matches)
  const at = metaAddresses({ matches, location })
  const title = data.search
    ? t('searchResults', { q: data.search })
    : (data.title ?? t('allProducts'))
  const description = `${title}: ${t(countKey(data.products.meta), { count: data.products.meta.total })}`
  const first = data.products.items[0]?.image
  return [
    { title: `${title} | ${t('shopName')}` },
    { name: 'description', content: description },
    ...socialMeta({
      title: `${title} | ${t('shopName')}`,
      description,
      url: at.page,
      language: at.language,
      siteName: t('shopName'),
      image: first ? { url: at.picture(first.url), alt: first.alt } : null,
    }),
    {
      'script:ld+json': breadcrumbJsonLd([
        { name: t('shopName'), url: at.shop('/') },
        { name: t('allProducts'), url: at.shop('/products') },
        ...data.trail.map((step) => ({ name: step.name, url: at.shop(`/products/${step.path}`) })),
      ]),
    },
  ]
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT(catalogueMessages)
  const shop = useT(shopMessages)
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { subcategories, brands } = loaderData
  const storefront = useStorefront()
  // Load More appends the next pages to what the server rendered; a new listing starts over. Each
  // is read after the cursor of the page before (as cheap deep in the catalogue as on page 1).
  const [more, setMore] = useState<{
    for: unknown
    items: ProductSummary[]
    page: number
    cursor: string | null
  }>({ for: null, items: [], page: 0, cursor: null })
  const appended =
    more.for === loaderData.products
      ? more
      : { items: [], page: 0, cursor: loaderData.products.meta.next_cursor ?? null }
  const products = {
    items: [...loaderData.products.items, ...appended.items],
    meta: {
      ...loaderData.products.meta,
      page: appended.page || loaderData.products.meta.page,
    },
  }
  const loadMore = async () => {
    const page = products.meta.page + 1
    const query = appended.cursor
      ? { ...loaderData.query, cursor: appended.cursor }
      : { ...loaderData.query, page }
    const next = await storefront.client.call('listProducts', { query })
    setMore({
      for: loaderData.products,
      items: [...appended.items, ...next.data.items],
      page: next.data.meta.page,
      cursor: next.data.meta.next_cursor ?? null,
    })
  }
  // Prev and Next are links (they work without JavaScript); with it, a client navigation.
  const pageHref = (page: number) => {
    const next = new URLSearchParams(search)
    next.set('page', String(page))
    return `?${next}`
  }
  const goToPage = (page: number) => navigate(pageHref(page))
  const activeFilters = FILTERS.filter((name) => search.get(name)).length
  return (
    <div className="shop-listing">
      <header className="shop-listing-head">
        <h1>
          {loaderData.search
            ? shop('searchResults', { q: loaderData.search })
            : (loaderData.title ?? shop('allProducts'))}
        </h1>
        <p>{shop(countKey(products.meta), { count: products.meta.total })}</p>
      </header>
      {loaderData.products.did_you_mean ? (
        <DidYouMean query={loaderData.products.did_you_mean} />
      ) : null}
      {loaderData.products.showing_results_for ? (
        <p className="shop-did-you-mean">
          {shop('showingResultsFor', { q: loaderData.products.showing_results_for })}
        </p>
      ) : null}
      {subcategories.length > 0 ? (
        <nav aria-label={t('categories')} className="shop-chips">
          {subcategories.map((category) => (
            <ShopLink key={category.id} to={`/products/${category.path}`} className="shop-chip">
              {category.name}
            </ShopLink>
          ))}
        </nav>
      ) : null}
      {/* On a phone the filters wait behind a button (the summary), open when some are in use;
          on a wider screen they are always shown and the button is not (frame.css). */}
      <details className="shop-filters-panel" open={activeFilters > 0 || undefined}>
        <summary className="matjar-button" data-variant="outline" data-size="sm">
          {activeFilters > 0 ? t('filtersInUse', { count: activeFilters }) : t('filters')}
        </summary>
        <Form method="get" className="shop-filters" aria-label={t('filters')}>
          <Select
            name="sort"
            label={t('sortBy')}
            defaultValue={search.get('sort') ?? ''}
            options={[
              { value: '', label: t('sortNewest') },
              { value: 'price_desc', label: t('sortHighest') },
              { value: 'price_asc', label: t('sortLowest') },
              { value: 'best_sellers', label: t('bestSellers') },
            ]}
          />
          <Select
            name="rating"
            label={t('rating')}
            defaultValue={search.get('rating') ?? ''}
            options={[
              { value: '', label: t('anyRating') },
              ...RATINGS.map((n) => ({
                value: n,
                label: n === '5' ? t('stars5') : t('starsUp', { n }),
              })),
            ]}
          />
          <Select
            name="brand"
            label={t('brand')}
            defaultValue={search.get('brand') ?? ''}
            options={[
              { value: '', label: t('anyBrand') },
              ...brands.map((brand) => ({ value: brand.slug, label: brand.name })),
            ]}
          />
          <label className="shop-price-field">
            {t('priceFrom')}
            <input
              name="price_min"
              inputMode="decimal"
              defaultValue={search.get('price_min') ?? ''}
            />
          </label>
          <label className="shop-price-field">
            {t('priceTo')}
            <input
              name="price_max"
              inputMode="decimal"
              defaultValue={search.get('price_max') ?? ''}
            />
          </label>
          <Button type="submit">{t('apply')}</Button>
        </Form>
      </details>
      {loaderData.priceInvalid ? (
        <p role="alert" className="shop-form-error">
          {t('priceInvalid')}
        </p>
      ) : null}
      <ListingProducts
        products={products}
        onPage={goToPage}
        hrefOf={pageHref}
        onLoadMore={() => void loadMore()}
        more={Boolean(loaderData.products.meta.total_capped) && appended.cursor !== null}
      />
    </div>
  )
}
