import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rawRows } from '../db/raw-rows.ts'
import { products } from '../db/schema.ts'
import { type RankedRead, type SearchWords, termList } from './product-search.ts'

// A partial search (issue 44): when no product holds every word of the query, the products
// holding the most of them, and which words those are (`showing_results_for`).

/**
 * Each word's rows, one a product (`n` the word from 1, `named`, `units_sold`), one after the
 * other: what a partial search aggregates by product.
 */
const eachWordsRows = (words: SearchWords) =>
  sql.join(
    words.words.map((word, i) => {
      const n = sql.raw(String(i + 1))
      return word.terms.length === 1
        ? sql`(select ${n} as n, product_id, in_name as named, units_sold from product_search_terms
            where term = ${word.terms[0]}::text)`
        : sql`(select ${n} as n, product_id, bool_or(in_name) as named, max(units_sold) as units_sold
            from product_search_terms where term = any(${termList(word.terms)}) group by product_id)`
    }),
    sql` union all `,
  )

/** Per product holding any of the words: the words it holds (`held`, count), in a name, sold. */
const partialRows = (words: SearchWords) =>
  sql`select u.product_id, count(*)::int as held, count(*) filter (where u.named)::int as named,
      max(u.units_sold) as units_sold, array_agg(u.n) as words
    from (${eachWordsRows(words)}) as u group by u.product_id`

/**
 * The products holding the most of the query's words, when none holds them all, with their
 * `tier` (100 per word held, 10 more per word a name holds) and units sold, as a table to join to
 * `products` (`search_match`): each word's rows read once and aggregated by product (a hash, no
 * sort). With `page` (relevance order, no other filter) the page's rows are picked there, before
 * `products` is joined.
 */
export function searchPartial(words: SearchWords, page?: Pick<RankedRead, 'after' | 'rows'>): SQL {
  const rows = sql`select a.product_id, 100 * a.held + 10 * a.named as tier, a.units_sold
    from (${partialRows(words)}) as a`
  if (!page) return sql`(${rows}) as search_match`
  const [tier, sold, id] = (page.after ?? []).map(Number)
  const after = page.after
    ? sql` where (r.tier, r.units_sold, r.product_id) < (${tier}, ${sold}, ${id})`
    : sql``
  return sql`(select r.* from (${rows}) as r${after}
    order by r.tier desc, r.units_sold desc, r.product_id desc limit ${page.rows}) as search_match`
}

/** How many products hold any of the words (and pass `where`), counted up to `cap`. */
export async function countPartial(
  db: Database,
  words: SearchWords,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const joined = where
    ? sql` join ${products} on ${products.id} = a.product_id where ${where}`
    : sql``
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select a.product_id
      from (select u.product_id from (${eachWordsRows(words)}) as u group by u.product_id) as a${joined}
      limit ${cap + 1}) as matching`,
  )
  const n = Number(row?.n ?? 0)
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false }
}

/**
 * The words the best partial matches hold, as shown ("oud chips" of "bicycle oud chips"): the
 * products holding the most of the words, the most sold of them.
 */
export async function bestHeldWords(db: Database, words: SearchWords): Promise<string> {
  const [best] = await rawRows<{ words: number[] }>(
    db,
    sql`select a.words from (${partialRows(words)}) as a
      order by a.held desc, a.units_sold desc, a.product_id desc limit 1`,
  )
  const held = new Set((best?.words ?? []).map(Number))
  return words.words
    .filter((_, i) => held.has(i + 1))
    .map((word) => word.shown)
    .join(' ')
}
