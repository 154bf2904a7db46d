import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rawRows } from '../db/raw-rows.ts'
import { products } from '../db/schema.ts'
import type { ListingOrder } from './product-filters.ts'

// Search reads `product_search_terms` (migrations 0019, 0025): one row per term and product, the
// words normalised by the database's `matjar_search_text`, with their English and Arabic stems
// and a hash of each whole name. A query is normalised by the same SQL and split into words; each
// word stands for a few terms (`matjar_search_forms`: itself, its synonyms, their stems), or, when
// the shop has none of them, for the shop's closest word ("roal" → "royal") or the shortest word
// it begins. Products are ranked: the whole name first, then every word in the name, then every
// word in the name or description, then (only when no product holds every word) the products
// holding the most words; ties by units sold.

/** Words of a query past this many are ignored: a search box is not a document. */
const MAX_WORDS = 8

/** A query as the shop reads it. */
export interface SearchWords {
  /** Each word the shop has (as typed, or corrected): the terms it stands for. */
  words: { shown: string; terms: string[] }[]
  /** The query as the shop spells it, every word found (the exact name is looked up by it). */
  spelled: string | null
  /** The query with the words the shop does not have replaced by its closest words, if any were. */
  didYouMean: string | null
  /** Whether a word typed was neither the shop's nor close to one (the others are searched). */
  dropped: boolean
}

interface WordRow {
  word: string
  terms: string[] | null
  correction: string | null
  correction_terms: string[] | null
}

/**
 * Reads the words of `q` against the shop's: one small query, each word a few index lookups (and,
 * for a word the shop does not have, a trigram or prefix lookup in its vocabulary). Null when no
 * product can match: no words, or no word the shop has or has one close to.
 */
export async function readSearchWords(db: Database, q: string): Promise<SearchWords | null> {
  const rows = await rawRows<WordRow>(
    db,
    sql`with typed as (
      select w.word, w.n from unnest(string_to_array(matjar_search_text(${q}), ' ')) with ordinality as w(word, n)
      where w.word <> '' order by w.n limit ${MAX_WORDS}
    )
    select typed.word, found.terms, close.word as correction, close.terms as correction_terms
    from typed
    cross join lateral (
      select array_agg(f.form) as terms from matjar_search_forms(typed.word) as f(form)
      where exists (select 1 from product_search_terms x where x.term = f.form)
    ) as found
    left join lateral (
      select c.word, t.terms from (
        (select v.word, 0 as rank from search_words v
          where typed.word ~ '[^0-9]' and v.word % typed.word
          order by similarity(v.word, typed.word) desc, v.word limit 3)
        union all
        (select v.word, 1 from search_words v
          where char_length(typed.word) >= 3 and v.word like typed.word || '%'
          order by char_length(v.word), v.word limit 3)
      ) as c(word, rank)
      cross join lateral (
        select array_agg(f.form) as terms from matjar_search_forms(c.word) as f(form)
        where exists (select 1 from product_search_terms x where x.term = f.form)
      ) as t(terms)
      where found.terms is null and t.terms is not null
      order by c.rank limit 1
    ) as close on true
    order by typed.n`,
  )
  // The words as typed where the shop has them, when they are the same words the database read.
  const typed = q.trim().split(/\s+/u)
  const asTyped = (row: WordRow, i: number) =>
    typed.length === rows.length ? (typed[i] ?? row.word) : row.word
  const words = rows.flatMap((row, i) => {
    if (row.terms) return [{ shown: asTyped(row, i), terms: row.terms, spelled: row.word }]
    if (row.correction && row.correction_terms) {
      return [{ shown: row.correction, terms: row.correction_terms, spelled: row.correction }]
    }
    return []
  })
  if (words.length === 0) return null
  const corrected = rows.some((row) => row.terms === null && row.correction_terms)
  const dropped = words.length < rows.length
  return {
    words: words.map(({ shown, terms }) => ({ shown, terms })),
    spelled: dropped ? null : words.map((word) => word.spelled).join(' '),
    didYouMean: corrected ? words.map((word) => word.shown).join(' ') : null,
    dropped,
  }
}

/** The query's terms as rows `(n, term)`: `n` is the word (from 1), 0 the exact name's hash. */
const queryTerms = (words: SearchWords, exact: boolean) => {
  const rows = words.words.flatMap(({ terms }, i) =>
    terms.map((term) => sql`(${sql.raw(String(i + 1))}, ${term}::text)`),
  )
  if (exact && words.spelled !== null) {
    rows.push(sql`(0, '=' || md5(matjar_search_text(${words.spelled})))`)
  }
  return sql`(values ${sql.join(rows, sql`, `)}) as q(n, term)`
}

/**
 * The products holding the query's words, with their score, as a table to join to `products`
 * (`search_match`): 100 per word held, 10 more per word held by a name, 1 more for the whole name.
 * Without `partial` only the products holding every word.
 */
export function searchMatch(words: SearchWords, partial: boolean): SQL {
  const held = sql`count(distinct q.n) filter (where q.n > 0)`
  return sql`(select t.product_id, (100 * ${held} + 10 * count(distinct q.n) filter (where q.n > 0 and t.in_name)
      + bool_or(q.n = 0)::int)::int as score
    from ${queryTerms(words, !partial)}
    join product_search_terms t on t.term = q.term
    group by t.product_id
    ${partial ? sql`` : sql`having ${held} = ${words.words.length}`}) as search_match`
}

/** The join of `searchMatch` to `products`. */
export const searchMatchOn = sql`search_match.product_id = ${products.id}`

/**
 * The words the best partial matches hold, as shown ("oud chips" of "bicycle oud chips"): the
 * products holding the most of the words, the most sold of them.
 */
export async function bestHeldWords(db: Database, words: SearchWords): Promise<string> {
  const [best] = await rawRows<{ held: number[] }>(
    db,
    sql`select array_agg(distinct q.n) as held
      from ${queryTerms(words, false)}
      join product_search_terms t on t.term = q.term
      join products p on p.id = t.product_id
      group by t.product_id, p.units_sold
      order by count(distinct q.n) desc, p.units_sold desc, t.product_id desc limit 1`,
  )
  const held = new Set((best?.held ?? []).map(Number))
  return words.words
    .filter((_, i) => held.has(i + 1))
    .map((word) => word.shown)
    .join(' ')
}

/** Best matches first (the score of `searchMatch`), then the most sold, then the newest id. */
export function searchOrder(): ListingOrder {
  return {
    name: 'relevance',
    descending: true,
    keys: [
      { value: sql`search_match.score`, kind: 'int' },
      { value: sql`${products.unitsSold}`, kind: 'int' },
      { value: sql`${products.id}`, kind: 'int' },
    ],
  }
}
