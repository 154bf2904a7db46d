import { type SearchSuggestions, SUGGESTION_LIMITS } from '@matjar/core/contract'
import { asc, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rawRows } from '../db/raw-rows.ts'
import { categories } from '../db/schema.ts'
import type { Language } from '../messages/translate.ts'
import { nameIn } from './category-tree.ts'

/** The shop's words a typed word may be the beginning of, at most: the shortest ones. */
const BEGINNINGS = 20
/** The best-selling products named with each such word that are ranked: a few dozen in all. */
const CANDIDATES = 30

/**
 * Every word typed begins a word of the (normalised) name: `cof` and `قه` begin Coffee and قهوة.
 * For the categories, which a shop has tens of: their names are normalised as they are read.
 */
const beginsWords = (name: SQL, q: string) =>
  sql`not exists (select 1 from unnest(string_to_array(matjar_search_text(${q}), ' ')) as w(word)
    where w.word <> '' and not ${name} ~ ('(^| )' || w.word))`

/**
 * Products whose names have a word beginning with each word typed. Each word typed stands for
 * the shop's words it begins (its vocabulary, by the trigram index), its English stem and
 * itself; the first word's rows in names give the best-selling candidates per word it stands for
 * (the index, `CANDIDATES` rows each), kept when their names also hold the other words (primary key
 * probes); the candidates are then ranked: names beginning with the whole query first, then the
 * closest names. So the cost stays that of a few hundred rows at most however large the shop.
 */
const productsBeginning = (q: string) => sql`
  with typed as (
    select w.word, w.n from unnest(string_to_array(matjar_search_text(${q}), ' ')) with ordinality as w(word, n)
    where w.word <> '' order by w.n limit 8
  ),
  stands as (
    select typed.n, b.word from typed cross join lateral (
      select typed.word as word
      union select matjar_search_stem(typed.word)
      union (select v.word from search_words v where v.word like typed.word || '%'
        order by char_length(v.word), v.word limit ${BEGINNINGS})
    ) as b
  ),
  candidates as (
    select distinct c.product_id from stands s cross join lateral (
      select t.product_id from product_search_terms t
      where t.term = s.word and t.in_name
        and (select count(distinct so.n) from stands so where so.n > 1 and exists (
          select 1 from product_search_terms x
          where x.product_id = t.product_id and x.term = so.word and x.in_name
        )) = (select count(*) - 1 from typed)
      order by t.in_name desc, t.units_sold desc, t.product_id desc
      limit ${CANDIDATES}
    ) as c
    where s.n = 1
  )
  select p.id, p.slug, p.name_en, p.name_ar
  from candidates c
  join product_search ps on ps.product_id = c.product_id
  join products p on p.id = c.product_id
  order by ps.search_name like matjar_search_text(${q}) || '%' desc,
    similarity(ps.search_name, matjar_search_text(${q})) desc, p.id desc
  limit ${SUGGESTION_LIMITS.products}`

/**
 * A few products and categories for a search box (spec §2's header search): names beginning
 * with the words typed, those beginning with the whole query first, then the closest names.
 * Cheap enough to ask at every pause in typing.
 */
export async function suggestionsFor(
  db: Database,
  q: string,
  language: Language,
): Promise<SearchSuggestions> {
  if (!/[\p{L}\p{N}]/u.test(q)) return { products: [], categories: [] }
  const [found, shelves] = await Promise.all([
    rawRows<{ id: number; slug: string; name_en: string; name_ar: string }>(
      db,
      productsBeginning(q),
    ),
    db
      .select()
      .from(categories)
      .where(
        beginsWords(
          sql`matjar_search_text(${categories.nameEn} || ' ' || ${categories.nameAr})`,
          q,
        ),
      )
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(SUGGESTION_LIMITS.categories),
  ])
  return {
    products: found.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: nameIn(language, { nameEn: p.name_en, nameAr: p.name_ar }),
    })),
    categories: shelves.map((c) => ({
      id: c.id,
      slug: c.slug,
      path: c.path,
      name: nameIn(language, c),
    })),
  }
}
