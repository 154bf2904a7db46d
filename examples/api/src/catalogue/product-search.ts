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
 * The terms a word stands for that some product holds (`terms`, null when none), less those whose
 * stem is one of them too: every product holding a word holds its stem as well (in a name when
 * the word is), so the stem alone finds the same products ("coffee" is read as "coffe", قهوه as
 * قهو), and page one reads one term's rows instead of the same products twice.
 */
const shopForms = (word: SQL) => sql`with held as (
    select f.form from matjar_search_forms(${word}) as f(form)
    where exists (select 1 from product_search_terms x where x.term = f.form)
  )
  select array_agg(h.form order by h.form) as terms from held h
  where not exists (select 1 from held s where s.form <> h.form
    and s.form in (matjar_search_stem(h.form), matjar_search_arabic_stem(h.form)))`

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
    cross join lateral (${shopForms(sql`typed.word`)}) as found
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
      cross join lateral (${shopForms(sql`c.word`)}) as t(terms)
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

export const termList = (terms: string[]) =>
  sql`array[${sql.join(
    terms.map((term) => sql`${term}::text`),
    sql`, `,
  )}]`

/** The row of the whole name as the shop spells the query (migration 0025's `=` rows). */
const exactTerm = (spelled: string) => sql`'=' || md5(matjar_search_text(${spelled}))`

/**
 * The products holding every word, to join to `products` (`search_match`), for a listing in
 * another order than relevance (price, best sellers, newest): the words' rows first, then their
 * products (see `unindexedOrder`).
 */
export const searchHeld = (words: SearchWords): SQL =>
  sql`(select w1.product_id from ${wordsHeld(words)}) as search_match`

/**
 * An order's keys as expressions no index of `products` gives, so that a search sorted by price or
 * best sellers reads the products holding its words and sorts those (a few thousand at most),
 * rather than walking the whole catalogue in that order until a page of them turns up (58,000
 * products read for 13 at 100,000, 0.5 s, when the word and the filters are rarely together).
 */
export const unindexedOrder = (order: ListingOrder): ListingOrder => ({
  ...order,
  keys: order.keys.map((key) => ({
    ...key,
    value:
      key.kind === 'int'
        ? sql`(${key.value} + 0)`
        : key.kind === 'time'
          ? sql`(${key.value} + interval '0 s')`
          : sql`(${key.value} or false)`,
  })),
})

/**
 * How many products hold every word (and pass `where`, the listing's other filters), counted up
 * to `cap`: from the first word's rows (one row a product when the word is one term), the other
 * words probed, `products` joined only when a filter needs it.
 */
export async function countEveryWord(
  db: Database,
  words: SearchWords,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const [first, ...others] = words.words
  if (!first) return { total: 0, capped: false }
  const joinProducts = where ? sql` join ${products} on ${products.id} = w1.product_id` : sql``
  const filters = where ? sql` where ${where}` : sql``
  const matching =
    others.length === 0 && first.terms.length === 1
      ? // One term: one row a product, read in the index's order up to the cap.
        sql`select w1.product_id from product_search_terms w1${joinProducts}
          where w1.term = ${first.terms[0]}::text${where ? sql` and ${where}` : sql``}`
      : sql`select w1.product_id from ${wordsHeld(words)}${joinProducts}${filters}`
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matching} limit ${cap + 1}) as matching`,
  )
  const n = Number(row?.n ?? 0)
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false }
}

/**
 * The products holding every word, as joined tables `w1`, `w2` … (`product_id`, `named`: a name
 * holds the word, `units_sold`): each word's rows read once from the ranked index (index-only)
 * and hash-joined by product. For several words, where probing each row of the first word for the
 * others costs a random read per row and word.
 */
function wordsHeld(words: SearchWords): SQL {
  const tables = words.words.map((word, i) => {
    const name = sql.raw(`w${i + 1}`)
    const rows =
      word.terms.length === 1
        ? sql`(select product_id, in_name as named, units_sold from product_search_terms
            where term = ${word.terms[0]}::text)`
        : sql`(select product_id, bool_or(in_name) as named, max(units_sold) as units_sold
            from product_search_terms where term = any(${termList(word.terms)}) group by product_id)`
    return i === 0
      ? sql`${rows} as ${name}`
      : sql` join ${rows} as ${name} on ${name}.product_id = w1.product_id`
  })
  return sql.join(tables, sql``)
}

/** What a ranked search reads: the listing's other filters, where a cursor stopped, how many. */
export interface RankedRead {
  /** The listing's other filters (price, stars, offers …), on `products`. */
  where: SQL | undefined
  /** The relevance keys (tier, units sold, id) of the last product before the page, if by cursor. */
  after: (number | string | boolean)[] | undefined
  /** Rows wanted: the page's offset, its size and one more. */
  rows: number
}

/**
 * The products holding every word, one row each, in page one's order, to join to `products`
 * (`search_match`): `tier` 3 for the whole name, 2 for every word in a name, 1 for every word in
 * the name or the description; then units sold, then the id. One word of one term (the usual
 * search) is read in the order of `product_search_terms_ranked_index` (term, in a name, units
 * sold, id): a branch per tier, each a range of that index read backwards with the listing's
 * filters and the cursor inside, stopping at `rows` rows, so page one reads about as many rows
 * as it shows whatever the catalogue's size. The whole name's products are left out of the
 * names' range by a probe each (`offset 0` keeps it a probe: PostgreSQL would otherwise hash
 * every row of the term to rank a page of 12). Several words or terms are joined by product
 * instead (`searchRankedTogether`); an order by another key (price, best sellers) uses
 * `searchHeld`.
 */
/** Whether `searchRanked` reads the words' rows in page order (one word of one term). */
export const isStreamed = (words: SearchWords) =>
  words.words.length === 1 && words.words[0]?.terms.length === 1

export function searchRanked(words: SearchWords, read: RankedRead): SQL {
  const term = words.words[0]?.terms[0]
  if (!isStreamed(words) || term === undefined) return searchRankedTogether(words)
  const id = sql`t.product_id`
  const exact = words.spelled === null ? undefined : exactTerm(words.spelled)
  const [afterTier, afterSold, afterId] = (read.after ?? []).map(Number)
  const filters = read.where ? sql` and ${read.where}` : sql``
  // A tier above the cursor's is behind it; the cursor's own tier goes on after its product.
  const branch = (tier: number, rows: SQL) => {
    if (afterTier !== undefined && tier > afterTier) return []
    const after =
      afterTier === tier ? sql` and (t.units_sold, ${id}) < (${afterSold}, ${afterId})` : sql``
    return [
      sql`(select ${id} as product_id, ${sql.raw(String(tier))} as tier, t.units_sold
        from product_search_terms t${read.where ? sql` join ${products} on ${products.id} = ${id}` : sql``}
        where ${rows}${filters}${after}
        order by t.units_sold desc, ${id} desc limit ${read.rows})`,
    ]
  }
  // The whole name's products are in the names' range too: left out there (a probe each).
  const notExact = exact
    ? sql` and not exists (select 1 from product_search_terms e
      where e.product_id = ${id} and e.term = ${exact} offset 0)`
    : sql``
  const branches = [
    ...(exact ? branch(3, sql`t.term = ${exact}`) : []),
    ...branch(2, sql`t.term = ${term}::text and t.in_name${notExact}`),
    ...branch(1, sql`t.term = ${term}::text and not t.in_name`),
  ]
  if (branches.length === 0) {
    return sql`(select 0 as product_id, 0 as tier, 0 as units_sold where false) as search_match`
  }
  return sql`(${sql.join(branches, sql` union all `)}) as search_match`
}

/**
 * `searchRanked` for several words, or a word of several terms (`oud` and عود: a bilingual
 * catalogue names most products with both, so reading one term's rows in order and leaving out
 * the products another term already ranked would read them all): the products holding them all (`wordsHeld`, a hash join of
 * each word's rows), their tier from the same rows and the whole name's. Costs the words' rows
 * (at most the cap's worth each at 10,000 products a word), not a page's.
 */
function searchRankedTogether(words: SearchWords): SQL {
  const named = sql.join(
    words.words.map((_, i) => sql.raw(`w${i + 1}.named`)),
    sql` and `,
  )
  const exact = words.spelled === null ? undefined : exactTerm(words.spelled)
  const whole = exact
    ? sql` left join product_search_terms e on e.term = ${exact} and e.product_id = w1.product_id`
    : sql``
  const tier = exact
    ? sql`case when e.product_id is not null then 3 when ${named} then 2 else 1 end`
    : sql`case when ${named} then 2 else 1 end`
  return sql`(select w1.product_id, ${tier} as tier, w1.units_sold
    from ${wordsHeld(words)}${whole}) as search_match`
}

/** The join of `searchRanked` or `searchPartial` to `products`. */
export const searchMatchOn = sql`search_match.product_id = ${products.id}`

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
