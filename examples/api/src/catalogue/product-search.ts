import { and, eq, type SQL, sql } from 'drizzle-orm'
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/connect.ts'
import { rawRows } from '../db/raw-rows.ts'
import { productSearchTerms, products } from '../db/schema.ts'
import type { ListingOrder, OrderKey } from './product-filters.ts'

// Search reads `product_search_terms` (migration 0019): one row per word and product, the words
// normalised by the database's `matjar_search_text` and English ones also stemmed. A query is
// normalised by the same SQL, split into words, and each word is looked up whole: through its
// English stem ("mugs" → "mug"), or, when the shop has no such word, through the shop's closest
// word ("cofee" → "coffee", the "did you mean"). The first word's rows are read in the order the
// results show, so a page costs the same however many products hold the word.

/** Words of a query past this many are ignored: a search box is not a document. */
const MAX_WORDS = 8

/** A query as the shop reads it. */
export interface SearchWords {
  /** The terms every product found holds (each word's stem, or its correction's). */
  terms: string[]
  /** The query with the words the shop does not have replaced by its closest words, if any were. */
  didYouMean: string | null
}

interface WordRow {
  word: string
  term: string | null
  correction: string | null
  correction_term: string | null
}

/**
 * Reads the words of `q` against the shop's: one small query, each word an index lookup (and,
 * for a word the shop does not have, a trigram lookup in its vocabulary). Null when no product
 * can match: no words, or a word that is neither the shop's nor close to one of its words.
 */
export async function readSearchWords(db: Database, q: string): Promise<SearchWords | null> {
  const rows = await rawRows<WordRow>(
    db,
    sql`with typed as (
      select w.word, w.n from unnest(string_to_array(matjar_search_text(${q}), ' ')) with ordinality as w(word, n)
      where w.word <> '' order by w.n limit ${MAX_WORDS}
    )
    select typed.word, found.term, close.word as correction, close.term as correction_term
    from typed
    cross join lateral (select matjar_search_stem(typed.word) as stem) as s
    left join lateral (
      select s.stem as term where exists (select 1 from product_search_terms x where x.term = s.stem)
    ) as found on true
    left join lateral (
      select v.word, matjar_search_stem(v.word) as term from search_words v
      where found.term is null and typed.word ~ '[^0-9]' and v.word % typed.word
        and exists (select 1 from product_search_terms x where x.term = matjar_search_stem(v.word))
      order by similarity(v.word, typed.word) desc, v.word limit 1
    ) as close on true
    order by typed.n`,
  )
  if (rows.length === 0) return null
  const terms = rows.map((row) => row.term ?? row.correction_term)
  if (terms.some((term) => term === null)) return null
  // The words as typed where the shop has them, when they are the same words the database read.
  const typed = q.trim().split(/\s+/u)
  const asTyped = (row: WordRow, i: number) =>
    row.term !== null && typed.length === rows.length ? (typed[i] ?? row.word) : row.word
  const corrected = rows.some((row) => row.term === null)
  return {
    terms: [...new Set(terms as string[])],
    didYouMean: corrected
      ? rows.map((row, i) => (row.term === null ? row.correction : asTyped(row, i))).join(' ')
      : null,
  }
}

/** The first word's rows: searches read from here (`db.select(…).from(searchedWords)`). */
export const searchedWords = alias(productSearchTerms, 'first_term')
const first = searchedWords

/** The other words' rows, joined to the first's by product (a hash join of two word lists). */
const others = (words: SearchWords) =>
  words.terms
    .slice(1)
    .map((term, i) => ({ term, rows: alias(productSearchTerms, `term_${i + 1}`) }))

/**
 * Narrows a select from `searchedWords` to the products holding every term, joined to `products`
 * only when `where` (the listing's other filters) or the order needs their columns.
 */
export function searchMatches<T extends PgSelect>(
  select: T,
  words: SearchWords,
  where: SQL | undefined,
  withProducts: boolean,
): T {
  const [term = ''] = words.terms
  // The joins leave the selected fields as they are: the select keeps its type.
  const join = (query: T, table: PgTable, on: SQL | undefined) =>
    query.innerJoin(table, on) as unknown as T
  let joined = select
  for (const other of others(words)) {
    const { rows } = other
    joined = join(joined, rows, and(eq(rows.productId, first.productId), eq(rows.term, other.term)))
  }
  if (withProducts) joined = join(joined, products, eq(products.id, first.productId))
  return joined.where(and(eq(first.term, term), where))
}

/**
 * Best matches first: the more words a name holds, the higher (a name match above a description
 * match), then the newest. With one word this is the order of its rows in the index, and a cursor
 * reads on from where it stopped.
 */
export function searchOrder(words: SearchWords): ListingOrder {
  const newest: OrderKey[] = [
    { value: sql`${first.createdAt}`, kind: 'time' },
    { value: sql`${first.productId}`, kind: 'int' },
  ]
  if (words.terms.length === 1) {
    const inName: OrderKey = { value: sql`${first.inName}`, kind: 'bool' }
    return { name: 'relevance', descending: true, keys: [inName, ...newest] }
  }
  const inNames = [first, ...others(words).map((other) => other.rows)].map(
    (rows) => sql`${rows.inName}::int`,
  )
  const score: OrderKey = { value: sql`(${sql.join(inNames, sql` + `)})`, kind: 'int' }
  return { name: 'relevance', descending: true, keys: [score, ...newest] }
}
