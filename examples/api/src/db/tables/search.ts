import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { products } from './catalogue.ts'
import { moment } from './columns.ts'

// These tables are kept by the database itself: triggers on `products` (migrations 0015, 0019)
// write a product's rows here whenever it is created or its names or descriptions change, through
// the SQL normaliser `matjar_search_text`, so documents and queries are normalised the same way.

/** A product's names, normalised: what the search box's suggestions rank their few candidates by. */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Both names, normalised. */
  searchName: text('search_name').notNull(),
})

/**
 * Every word of every product, one row per word and product: the words of both names and both
 * descriptions normalised, and the English stems of the English ones. A search reads one word's
 * rows in the order it shows them (names first, then the newest), so page 1 reads 20 rows however
 * many products hold the word.
 */
export const productSearchTerms = pgTable(
  'product_search_terms',
  {
    term: text('term').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The word is in a name (either language), not only in a description. */
    inName: boolean('in_name').notNull(),
    /** The product's `created_at` (kept by the triggers; no longer an order of search). */
    createdAt: moment('created_at').notNull(),
    /**
     * The product's `units_sold`, copied by the trigger on `products` when it changes: a word's
     * rows are read in page one's order (in a name first, then best sellers) from one index.
     */
    unitsSold: integer('units_sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    index('product_search_terms_ranked_index').on(t.term, t.inName, t.unitsSold, t.productId),
  ],
)

/** The shop's own vocabulary (every word of its products), for "did you mean" and suggestions. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_index').using('gin', t.word.op('gin_trgm_ops')),
])

/**
 * Words a shopper may type for one another, a group per meaning: broken plurals (فنجان, فناجين),
 * English spellings of Arabic words (qahwa, قهوة) and other spellings (oud, oudh). A query word
 * also stands for every word of its groups (both folded by `matjar_search_text` when read), so a
 * row added here counts from the next search on, with no reindexing. Migration 0025 writes the
 * catalogue's vocabulary; a shop adds its own rows (no back-office screen yet).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    /** The group: the words sharing it mean the same to a shopper. */
    meaning: text('meaning').notNull(),
    /** One way to write it, as written (folded when read). */
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meaning, t.word] })],
)
