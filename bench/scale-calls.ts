// The shopper calls `pnpm bench:scale` times (bench/scale.ts), each a new request every time:
// another page size, language, category, sort, product or search word, so no answer repeats.
import { randomUUID } from 'node:crypto'

/** What a call needs to know of the shop it is sent to (read once from its API). */
export interface ShopFacts {
  products: number
  /** The lowest and highest product ids (the grown shop's ids run without gaps between). */
  firstId: number
  lastId: number
  topCategories: string[]
  subcategories: string[]
  /** Products a guest can put in a cart as they are (no selection to choose, in stock). */
  plainProducts: number[]
  /** A guest cart with a line in it. */
  cartUuid: string
  /** Per listing order, `sort=…&cursor=…` half-way through the catalogue (`meta.next_cursor`). */
  halfWayCursors: string[]
}

export interface Request {
  path: string
  method?: 'GET' | 'POST'
  body?: unknown
  language: 'en' | 'ar'
}

export interface ShopperCall {
  name: string
  request: (shop: ShopFacts) => Request
}

const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))
const language = () => any(['en', 'ar'] as const)
const perPage = () => any([12, 20, 24])
/** A deep page: rows 981–1,000 or about, the last pages of a 1,000-product shop. */
const deepPage = () => between(45, 50)
const product = (shop: ShopFacts) => between(shop.firstId, shop.lastId)
/** The listing's orders: newest (no `sort`), then the others. */
const SORTS = [undefined, 'price_asc', 'price_desc', 'best_sellers'] as const
const sortQuery = (sort: (typeof SORTS)[number]) => (sort ? `sort=${sort}&` : '')

const listing = (query: string): Request => ({
  path: `/data/products?${query}`,
  language: language(),
})

export const SHOPPER_CALLS: ShopperCall[] = [
  { name: 'home data (/data/home)', request: () => ({ path: '/data/home', language: language() }) },
  ...SORTS.flatMap((sort) => [
    {
      name: `listing ${sort ? sort.replace('_', ' ') : 'newest'}, page 1`,
      request: () => listing(`${sortQuery(sort)}per_page=${perPage()}`),
    },
    {
      name: `listing ${sort ? sort.replace('_', ' ') : 'newest'}, deep page (45–50 of 20)`,
      request: () => listing(`${sortQuery(sort)}page=${deepPage()}`),
    },
  ]),
  {
    name: 'listing, any sort, by cursor half-way through',
    request: (shop) => listing(`${any(shop.halfWayCursors)}&per_page=${perPage()}`),
  },
  {
    name: 'category, any sort, page 1–3',
    request: (shop) =>
      listing(`category=${any(shop.topCategories)}&${sortQuery(any(SORTS))}page=${between(1, 3)}`),
  },
  {
    name: 'subcategory, any sort',
    request: (shop) =>
      listing(`category=${any(shop.subcategories)}&${sortQuery(any(SORTS))}per_page=${perPage()}`),
  },
  {
    name: 'filter rating ≥ 4',
    request: () => listing(`rating=${any([4, 4, 5])}&per_page=${perPage()}`),
  },
  {
    name: 'filter price range',
    request: () => {
      const low = between(5, 400)
      return listing(`price_min=${low}.00&price_max=${low + between(10, 60)}.00`)
    },
  },
  {
    name: 'offers',
    request: () => ({ path: `/data/offers?per_page=${perPage()}`, language: language() }),
  },
  {
    name: 'wholesale products',
    request: () => ({
      path: `/data/wholesale-products?page=${between(1, 3)}`,
      language: language(),
    }),
  },
  {
    name: 'search q, English',
    request: () => listing(`q=${any(['coffee', 'honey', 'dates', 'mug', 'incense', 'teapot'])}`),
  },
  {
    name: 'search q, Arabic',
    request: () =>
      listing(`q=${encodeURIComponent(any(['قهوة', 'عسل', 'تمر', 'ابريق', 'بخور', 'شماغ']))}`),
  },
  {
    name: 'search, two words',
    request: () =>
      listing(
        `q=${encodeURIComponent(any(['arabic coffee', 'sidr honey', 'sukkari dates', 'قهوة عربية', 'عسل سدر', 'كوب قهوه']))}`,
      ),
  },
  {
    name: 'search with filters (price range, rating, best sellers)',
    request: () =>
      listing(
        `q=${any(['coffee', 'honey', 'dates', 'mug'])}&price_min=10&price_max=${any([80, 150, 300])}&rating=${any([2, 3, 4])}&sort=best_sellers`,
      ),
  },
  {
    name: 'search with offers, Arabic, by price',
    request: () =>
      listing(
        `q=${encodeURIComponent(any(['قهوة', 'عسل', 'تمر', 'بخور']))}&offers=true&sort=${any(['price_asc', 'price_desc'])}`,
      ),
  },
  {
    name: 'search, a full name with a typo',
    request: () =>
      listing(
        `q=${encodeURIComponent(any(['Premium arabic cofee 500 ml', 'Family sidr hony 1 kg', 'قهوه عربيه فاخر ٥٠٠ مل', 'كوب قهوه حديث']))}`,
      ),
  },
  {
    name: 'search, English spellings and plurals (qahwa, فناجين)',
    request: () =>
      listing(
        `q=${encodeURIComponent(any(['qahwa', 'bukhoor', 'oudh', 'dallah', 'اكواب', 'تمور']))}`,
      ),
  },
  {
    name: 'search, words no product holds together',
    request: () =>
      listing(`q=${encodeURIComponent(any(['shemagh honey', 'عسل شماغ', 'coffee bicycle']))}`),
  },
  {
    name: 'sitemap product links, last page',
    request: (shop) => ({
      path: `/data/product-links?per_page=100&page=${Math.ceil(shop.products / 100)}`,
      language: 'en',
    }),
  },
  {
    name: 'product details',
    request: (shop) => ({ path: `/data/products/${product(shop)}`, language: language() }),
  },
  {
    name: 'product reviews',
    request: (shop) => ({ path: `/data/products/${product(shop)}/reviews`, language: language() }),
  },
  {
    name: 'cart add (guest)',
    request: (shop) => ({
      path: '/actions/product/add-to-cart',
      method: 'POST',
      body: {
        product_id: any(shop.plainProducts),
        product_type: 'retail',
        quantity: 1,
        uuid: randomUUID(),
      },
      language: language(),
    }),
  },
  {
    name: 'cart get (guest)',
    request: (shop) => ({ path: `/data/product/cart?uuid=${shop.cartUuid}`, language: language() }),
  },
]

/** Reads what the calls need of the shop behind `api`, and puts a line in a guest cart. */
export async function shopFacts(api: string): Promise<ShopFacts> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${api}${path}`)
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return ((await response.json()) as { data: T }).data
  }
  type Category = { path: string; children: Category[] }
  const tree = await get<Category[]>('/data/categories')
  type Links = { items: { id: number }[]; meta: { total: number } }
  const links = await get<Links>('/data/product-links?per_page=1')
  const last = await get<Links>(`/data/product-links?per_page=1&page=${links.meta.total}`)
  const page = await get<{ items: { id: number; has_selections: boolean; stock: number }[] }>(
    '/data/products?per_page=100&sort=price_asc',
  )
  const plainProducts = page.items
    .filter((item) => !item.has_selections && item.stock > 10)
    .map((item) => item.id)
  // The cursor of each order half-way through: its query names the sort, the cursor the rest.
  const halfWay = Math.max(1, Math.floor(links.meta.total / 2 / 20))
  const halfWayCursors = await Promise.all(
    SORTS.map(async (sort) => {
      type Meta = { meta: { next_cursor: string | null } }
      const at = await get<Meta>(`/data/products?${sortQuery(sort)}page=${halfWay}&per_page=20`)
      return `${sortQuery(sort)}cursor=${encodeURIComponent(at.meta.next_cursor ?? '')}`
    }),
  )
  const cartUuid = randomUUID()
  await fetch(`${api}/actions/product/add-to-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      product_id: plainProducts[0],
      product_type: 'retail',
      quantity: 1,
      uuid: cartUuid,
    }),
  })
  return {
    products: links.meta.total,
    firstId: links.items[0]?.id ?? 1,
    lastId: last.items[0]?.id ?? links.meta.total,
    topCategories: tree.map((category) => category.path),
    subcategories: tree.flatMap((category) => category.children.map((child) => child.path)),
    plainProducts,
    cartUuid,
    halfWayCursors,
  }
}
