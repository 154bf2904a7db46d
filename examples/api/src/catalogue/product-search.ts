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

/** The query's terms as rows `(n, term)`: `n` is the word (from 1). */
const queryTerms = (words: SearchWords) => {
  const rows = words.words.flatMap(({ terms }, i) =>
    terms.map((term) => sql`(${sql.raw(String(i + 1))}, ${term}::text)`),
  )
  return sql`(values ${sql.join(rows, sql`, `)}) as q(n, term)`
}

const termList = (terms: string[]) =>
  sql`array[${sql.join(
    terms.map((term) => sql`${term}::text`),
    sql`, `,
  )}]`

/** A product (`id`) holds one of `terms` (in a name, when `inName`): primary key probes. */
const holds = (id: SQL, terms: string[], inName = false) =>
  sql`exists (select 1 from product_search_terms x where x.product_id = ${id}
    and x.term = any(${termList(terms)})${inName ? sql` and x.in_name` : sql``})`

/** The row of the whole name as the shop spells the query (migration 0025's `=` rows). */
const exactTerm = (spelled: string) => sql`'=' || md5(matjar_search_text(${spelled}))`

/** The products holding every word of the query (each through one of its terms). */
export function holdsEveryWord(words: SearchWords, id: SQL = sql`${products.id}`): SQL {
  return sql.join(
    words.words.map((word) => holds(id, word.terms)),
    sql` and `,
  )
}

/**
 * The products holding every word, one row each, in page one's order, to join to `products`
 * (`search_match`): `tier` 3 for the whole name, 2 for every word in a name, 1 for every word in
 * the name or the description; then units sold, then the id. Read from the first word's rows in
 * the order of `product_search_terms_ranked_index` (term, in a name, units sold, id): a branch per
 * term and tier, each a range of that index read backwards, merged; a product's row is the first
 * of its terms that ranks it (the others are left out by primary key probes), and the other
 * words are primary key probes too. So page one reads about as many rows as it shows, whatever
 * the catalogue's size; an order by another key (price, best sellers) uses `holdsEveryWord`.
 */
export function searchRanked(words: SearchWords): SQL {
  const [first, ...others] = words.words
  if (!first) throw new Error('searchRanked needs a word')
  const id = sql`t.product_id`
  const exact = words.spelled === null ? undefined : exactTerm(words.spelled)
  const notExact = exact
    ? sql` and not exists (select 1 from product_search_terms e
    where e.product_id = ${id} and e.term = ${exact})`
    : sql``
  const allNamed = others.map((word) => holds(id, word.terms, true))
  const allHeld = others.map((word) => holds(id, word.terms))
  const and = (conditions: SQL[]) =>
    conditions.length === 0 ? sql`` : sql` and ${sql.join(conditions, sql` and `)}`
  const branch = (term: string, inName: boolean, tier: number, where: SQL) =>
    sql`(select ${id} as product_id, ${sql.raw(String(tier))} as tier, t.units_sold
      from product_search_terms t
      where t.term = ${term}::text and t.in_name = ${sql.raw(String(inName))}${where})`
  const branches: SQL[] = []
  if (exact) {
    branches.push(sql`(select ${id} as product_id, 3 as tier, t.units_sold
      from product_search_terms t where t.term = ${exact})`)
  }
  first.terms.forEach((term, j) => {
    const earlier = first.terms.slice(0, j)
    // This term's row is the product's row: no earlier term in a name (for a name row), no term
    // in a name and no earlier term at all (for a description row).
    const firstNamed = earlier.length === 0 ? sql`` : sql` and not ${holds(id, earlier, true)}`
    const firstHeld = sql` and not ${holds(id, first.terms, true)}${
      earlier.length === 0 ? sql`` : sql` and not ${holds(id, earlier)}`
    }`
    branches.push(branch(term, true, 2, sql`${firstNamed}${notExact}${and(allNamed)}`))
    if (others.length > 0) {
      const notAllNamed = sql` and not (${sql.join(allNamed, sql` and `)})`
      branches.push(branch(term, true, 1, sql`${firstNamed}${and(allHeld)}${notAllNamed}`))
    }
    branches.push(branch(term, false, 1, sql`${firstHeld}${and(allHeld)}`))
  })
  return sql`(${sql.join(branches, sql` union all `)}) as search_match`
}

/**
 * The products holding the most of the query's words, when none holds them all, with their
 * `tier` (100 per word held, 10 more per word a name holds) and units sold, as a table to join to
 * `products` (`search_match`). Every row of the words' terms is read: the rare search no product
 * answers fully.
 */
export function searchPartial(words: SearchWords): SQL {
  const held = sql`count(distinct q.n)`
  return sql`(select t.product_id, (100 * ${held} + 10 * count(distinct q.n) filter (where t.in_name))::int as tier,
      max(t.units_sold) as units_sold
    from ${queryTerms(words)}
    join product_search_terms t on t.term = q.term
    group by t.product_id) as search_match`
}

/** The join of `searchRanked` or `searchPartial` to `products`. */
export const searchMatchOn = sql`search_match.product_id = ${products.id}`

/**
 * The words the best partial matches hold, as shown ("oud chips" of "bicycle oud chips"): the
 * products holding the most of the words, the most sold of them.
 */
export async function bestHeldWords(db: Database, words: SearchWords): Promise<string> {
  const [best] = await rawRows<{ held: number[] }>(
    db,
    sql`select array_agg(distinct q.n) as held
      from ${queryTerms(words)}
      join product_search_terms t on t.term = q.term
      group by t.product_id
      order by count(distinct q.n) desc, max(t.units_sold) desc, t.product_id desc limit 1`,
  )
  const held = new Set((best?.held ?? []).map(Number))
  return words.words
    .filter((_, i) => held.has(i + 1))
    .map((word) => word.shown)
    .join(' ')
}

/** Best matches first (the tier of `searchRanked` or `searchPartial`), then the most sold, then the id. */
export function searchOrder(): ListingOrder {
  return {
    name: 'relevance',
    descending: true,
    keys: [
      { value: sql`search_match.tier`, kind: 'int' },
      { value: sql`search_match.units_sold`, kind: 'int' },
      { value: sql`search_match.product_id`, kind: 'int' },
    ],
  }
}
