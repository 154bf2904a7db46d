import { type PageQuery, TOTAL_CAP } from '@matjar/core/contract'
import { and, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { countRowsUpTo } from '../db/pages.ts'
import { products } from '../db/schema.ts'
import { countedProducts } from './catalogue-size.ts'
import { brandScope, categoryScope } from './category-scope.ts'
import { afterCursor, decodeCursor, encodeCursor, readKey } from './listing-cursor.ts'
import { type CardRow, cardColumns } from './product-cards.ts'
import {
  type ListingOrder,
  listingOrder,
  orderBy,
  type ProductFilters,
  productWhere,
} from './product-filters.ts'
import {
  countEveryWord,
  isStreamed,
  readSearchWords,
  type SearchWords,
  searchHeld,
  searchMatchOn,
  searchRanked,
  unindexedOrder,
} from './product-search.ts'
import { bestHeldWords, countPartial, searchPartial } from './search-partial.ts'

/** Whether the listing is narrower than a category or a brand, whose counts are kept. */
const narrowed = (filters: ProductFilters) =>
  Boolean(
    (filters.category && filters.brand) ||
      filters.price_min ||
      filters.price_max ||
      filters.rating ||
      filters.offers ||
      filters.wholesale,
  )

/** What a listing's query asks for: page numbers, or a cursor (`cursor` wins). */
type ListingQuery = PageQuery & { cursor?: string | undefined }

interface ProductPage {
  rows: CardRow[]
  total: number
  capped: boolean
  page: number
  next: string | null
  /** With words: the query as the shop spells it, when a word typed was not the shop's. */
  didYouMean?: string | null
  /** With words no product holds all of: the words the products shown hold. */
  showingResultsFor?: string | null
}

/** How a search is read: every word held, or (when no product holds them all) the most. */
interface Search {
  words: SearchWords
  partial: boolean
}

/**
 * The ids (with the order's keys) and the count of a listing: from `products` through the
 * listing's index, or, with words, from the products holding them (`searchRanked`, `searchPartial`), joined to
 * `products`; counted up to `TOTAL_CAP` when narrowed.
 */
function listingReads(
  db: Database,
  filters: ProductFilters,
  where: SQL | undefined,
  search: Search | undefined,
  order: ListingOrder,
  after: SQL | undefined,
  cursorValues: (number | string | boolean)[] | undefined,
  rows: number,
) {
  const keys = Object.fromEntries(order.keys.map((key, i) => [`k${i}`, readKey(key)]))
  if (!search) {
    return {
      ids: db
        .select({ id: products.id, ...keys })
        .from(products)
        .where(and(where, after))
        .orderBy(...orderBy(order))
        .$dynamic(),
      counted: () =>
        narrowed(filters)
          ? countRowsUpTo(db, products, where, TOTAL_CAP)
          : countedProducts(db, filters).then((total) => ({ total, capped: false })),
      windowed: false,
    }
  }
  if (search.partial) {
    // The page picked from the aggregate when nothing else narrows it and it is in relevance order.
    const page = !where && order.name.startsWith('relevance')
    const match = searchPartial(search.words, page ? { after: cursorValues, rows } : undefined)
    const ids = db
      .select({ id: products.id, ...keys })
      .from(products)
      .innerJoin(match, searchMatchOn)
      .where(and(where, after))
      .orderBy(...orderBy(order))
      .$dynamic()
    return { ids, counted: () => countPartial(db, search.words, where, TOTAL_CAP), windowed: false }
  }
  // Every word held: the products holding them, counted up to the cap as any narrowed listing;
  // page one in relevance order read from the words' ranked rows, other orders from `products`.
  const counted = () => countEveryWord(db, search.words, where, TOTAL_CAP)
  const streamed = order.name === 'relevance' && isStreamed(search.words)
  // Where the page joins and sorts every product holding the words anyway (several words or
  // terms, another order), the same rows are counted with it (unless a cursor left some out).
  const windowed = !streamed && !after
  const total = { total: windowed ? sql<number>`(count(*) over ())::int` : sql<number>`0` }
  const ids =
    order.name === 'relevance'
      ? db
          .select({ id: products.id, ...keys, ...total })
          .from(products)
          .innerJoin(
            searchRanked(search.words, { where, after: cursorValues, rows }),
            searchMatchOn,
          )
          .where(and(where, after))
          .orderBy(...orderBy(order))
          .$dynamic()
      : db
          .select({ id: products.id, ...keys, ...total })
          .from(products)
          .innerJoin(searchHeld(search.words), searchMatchOn)
          .where(and(where, after))
          .orderBy(...orderBy(unindexedOrder(order)))
          .$dynamic()
  return { ids, counted, windowed }
}

/** A partial search's order is named apart, so that its cursors walk a partial search. */
const partialOrder = (order: ListingOrder): ListingOrder => ({
  ...order,
  name: `${order.name}_partial`,
})

/** The cursor sent, read as one of the full search's or (with words) of the partial search's. */
function readCursor(order: ListingOrder, text: string, words: boolean) {
  if (!words) return { cursor: decodeCursor(order, text), partial: false }
  try {
    return { cursor: decodeCursor(order, text), partial: false }
  } catch (error) {
    try {
      return { cursor: decodeCursor(partialOrder(order), text), partial: true }
    } catch {
      throw error
    }
  }
}

/**
 * A page of a product listing. The page's ids come first, from the listing's index alone; the
 * cards (pictures and all) are read for those rows only. By page number a deep page costs what
 * page 1 does plus the index entries it skips; by cursor it starts where the cursor stopped, so it
 * costs what page 1 does. One id more than the page tells whether a page follows, and the page's
 * last product is where the next cursor starts. The total, at the same time: kept counts for the
 * whole shop, a category or a brand; otherwise counted up to `TOTAL_CAP`. Words are read first:
 * what the shop has of them decides where the ids come from.
 */
export async function readProductPage(
  db: Database,
  filters: ProductFilters,
  query: ListingQuery,
): Promise<ProductPage> {
  const words = filters.q ? await readSearchWords(db, filters.q) : undefined
  const fullOrder = listingOrder(filters.sort, Boolean(words), filters.offers)
  // Checked before the listing is read: a cursor that is not one is the shopper's 422, never a 500.
  const sent =
    query.cursor === undefined ? undefined : readCursor(fullOrder, query.cursor, Boolean(words))
  const cursor = sent?.cursor
  const at = cursor ? cursor.at : (query.page - 1) * query.per_page
  const page = Math.floor(at / query.per_page) + 1
  if (words === null) return { rows: [], total: 0, capped: false, page, next: null }
  const [inCategory, ofBrand] = await Promise.all([
    filters.category ? categoryScope(db, filters.category) : undefined,
    filters.brand ? brandScope(db, filters.brand) : undefined,
  ])
  const where = productWhere(filters, inCategory, ofBrand)
  const read = async (partial: boolean) => {
    const order = partial ? partialOrder(fullOrder) : fullOrder
    const search = words ? { words, partial } : undefined
    const after = cursor && afterCursor(order, cursor)
    const rows = (cursor ? 0 : at) + query.per_page + 1
    const reads = listingReads(db, filters, where, search, order, after, cursor?.values, rows)
    const ids = reads.ids.limit(query.per_page + 1)
    if (reads.windowed) {
      const found = await (cursor ? ids : ids.offset(at))
      const n = Number((found[0] as { total?: number } | undefined)?.total ?? 0)
      // A page past the end has no row to carry the count: counted apart.
      const counted =
        found.length === 0 && at > 0
          ? await reads.counted()
          : { total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP }
      return { order, found, counted }
    }
    const [found, counted] = await Promise.all([cursor ? ids : ids.offset(at), reads.counted()])
    return { order, found, counted }
  }
  // Words no product holds all of (or a word the shop has nothing like): the products holding
  // the most of them, and which words those are.
  let partial = sent?.partial ?? (words ? words.dropped : false)
  let listed = await read(partial)
  if (words && !partial && !cursor && listed.counted.total === 0 && words.words.length > 1) {
    partial = true
    listed = await read(true)
  }
  const { order, found, counted } = listed
  const showingResultsFor = words && partial ? await bestHeldWords(db, words) : null
  const shown = found.slice(0, query.per_page) as ({ id: number } & Record<string, unknown>)[]
  const last = shown.at(-1)
  const next =
    found.length > query.per_page && last
      ? encodeCursor(order, {
          at: at + shown.length,
          values: order.keys.map((_, i) => last[`k${i}`] as number | string | boolean),
        })
      : null
  const ordered = shown.map((row) => row.id)
  const cards =
    ordered.length === 0
      ? []
      : await db.select(cardColumns).from(products).where(inArray(products.id, ordered))
  const byId = new Map(cards.map((card) => [card.product.id, card]))
  const rows = ordered.flatMap((id) => byId.get(id) ?? [])
  return {
    rows,
    ...counted,
    page,
    next,
    didYouMean: words?.didYouMean ?? null,
    showingResultsFor,
  }
}
