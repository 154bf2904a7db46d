-- Search a shopper agrees with (issue 44). The normaliser first folds compatibility forms (NFKC:
-- Arabic presentation forms ﻗﻬﻮﺓ → قهوة, full-width Latin ｃｏｆｆｅｅ → coffee); each Arabic word
-- also gives its light stem (sound plurals and duals taken off: كاسات → كاس, فنجانين → فنجان);
-- each name gives one more row, its whole folded text hashed, so the exact name is one index
-- probe; and `search_synonyms` holds the words shoppers type for one another (broken plurals,
-- English spellings of Arabic words), read at query time. Every product is indexed again: a
-- couple of minutes at 100,000 products, so no statement_timeout for this transaction.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"meaning" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_synonyms_meaning_word_pk" PRIMARY KEY("meaning","word")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matjar_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
SELECT trim(regexp_replace(
  regexp_replace(
    translate(
      regexp_replace(lower(normalize(input, NFKC) COLLATE "C"), '[\u064B-\u065F\u0670\u0640\u06D6-\u06ED]', '', 'g'),
      'أإآٱةىؤئیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
      'ااااهيوييك01234567890123456789aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy'),
    '[^0-9a-z\u0621-\u063A\u0641-\u064A\u0671-\u06D3]+', ' ', 'g'),
  '(^| )(ال|وال|بال|كال|فال|لل)([^ ]{2})', '\1\3', 'g'))
$$;--> statement-breakpoint
-- The light stem of a folded Arabic word of four letters or more: one ending of the sound
-- feminine plural (ات), the dual (ان, ين, and تان, تين of a word in ة), or ة (folded to ه) taken
-- off when three letters stay. Not ون: it is rare on things and would make زيتون زيت. Other words
-- are themselves. Broken plurals (فناجين, أكواب) are `search_synonyms`' work.
CREATE OR REPLACE FUNCTION matjar_search_arabic_stem(word text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
SELECT CASE WHEN word ~ '^[\u0621-\u064A]{4,}$'
  THEN regexp_replace(word, '^(.{3,}?)(تان|تين|ات|ان|ين|ه)$', '\1') ELSE word END
$$;--> statement-breakpoint
-- A product's terms: its words, their English and Arabic stems, each once and marked when a name
-- holds it, and per name `=` and the md5 of the whole folded name (what an exact query reads).
CREATE OR REPLACE FUNCTION matjar_search_terms(name_en text, name_ar text, description_en text, description_ar text)
RETURNS TABLE (term text, in_name boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
WITH words(word, in_name) AS (
  SELECT regexp_split_to_table(matjar_search_text(concat_ws(' ', name_en, name_ar)), ' '), true
  UNION ALL
  SELECT regexp_split_to_table(matjar_search_text(concat_ws(' ', description_en, description_ar)), ' '), false
)
SELECT w.term, bool_or(w.in_name) FROM (
  SELECT word, in_name FROM words
  UNION ALL
  SELECT matjar_search_arabic_stem(word), in_name FROM words
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('english'::regconfig, matjar_search_text(concat_ws(' ', name_en))))), true
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('english'::regconfig, matjar_search_text(concat_ws(' ', description_en))))), false
  UNION ALL
  SELECT '=' || md5(matjar_search_text(n)), true FROM unnest(ARRAY[name_en, name_ar]) AS n
  WHERE matjar_search_text(n) <> ''
) AS w(term, in_name)
WHERE w.term <> ''
GROUP BY w.term
$$;--> statement-breakpoint
-- What a query word stands for: itself, the words of its synonym groups, and their English and
-- Arabic stems. Stable, not immutable: it reads `search_synonyms`, so a row added there counts
-- from the next search on.
CREATE OR REPLACE FUNCTION matjar_search_forms(word text) RETURNS SETOF text
LANGUAGE sql STABLE STRICT PARALLEL SAFE
AS $$
WITH spellings(spelling) AS (
  SELECT $1
  UNION
  SELECT matjar_search_text(o."word") FROM "search_synonyms" AS s
  JOIN "search_synonyms" AS o ON o."meaning" = s."meaning"
  WHERE matjar_search_text(s."word") = $1
)
SELECT spelling FROM spellings
UNION SELECT matjar_search_stem(spelling) FROM spellings
UNION SELECT matjar_search_arabic_stem(spelling) FROM spellings
$$;--> statement-breakpoint
-- Each term row carries its product's units sold, so that a word's rows are read in the order
-- page one shows them (whole name, in a name, best sellers first) straight from one index, at
-- any catalogue size: page one of a word held by 20,000 products reads a few dozen index entries
-- instead of ranking all 20,000. `units_sold` changes with orders; the statement trigger on
-- `products` copies it to the product's rows (a few dozen) when it changes.
DROP INDEX "product_search_terms_ranked_index";--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION matjar_index_products(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE
AS $$
INSERT INTO "product_search" ("product_id", "search_name")
SELECT p."id", matjar_search_text(concat_ws(' ', p."name_en", p."name_ar"))
FROM "products" AS p WHERE p."id" = ANY(ids)
ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name";
DELETE FROM "product_search_terms" WHERE "product_id" = ANY(ids);
INSERT INTO "product_search_terms" ("term", "product_id", "in_name", "created_at", "units_sold")
SELECT t.term, p."id", t.in_name, p."created_at", p."units_sold"
FROM "products" AS p, matjar_search_terms(p."name_en", p."name_ar", p."description_en", p."description_ar") AS t
WHERE p."id" = ANY(ids);
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" AS p,
  regexp_split_to_table(matjar_search_text(concat_ws(' ', p."name_en", p."name_ar", p."description_en", p."description_ar")), ' ') AS w
WHERE p."id" = ANY(ids) AND char_length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION matjar_index_changed_products() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM matjar_index_products(ARRAY(
    SELECT n."id" FROM new_products AS n JOIN old_products AS o ON o."id" = n."id"
    WHERE (n."name_en", n."name_ar", n."description_en", n."description_ar", n."created_at")
      IS DISTINCT FROM (o."name_en", o."name_ar", o."description_en", o."description_ar", o."created_at")));
  UPDATE "product_search_terms" AS t SET "units_sold" = n."units_sold"
  FROM new_products AS n JOIN old_products AS o ON o."id" = n."id"
  WHERE t."product_id" = n."id" AND n."units_sold" IS DISTINCT FROM o."units_sold"
    AND t."units_sold" IS DISTINCT FROM n."units_sold";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every product again, with the new folding and terms; the vocabulary rebuilt from its words.
TRUNCATE "product_search_terms";--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
SELECT matjar_index_products(ARRAY(SELECT "id" FROM "products"));--> statement-breakpoint
-- The catalogue's vocabulary: broken plurals and English spellings of Arabic words. A shop adds
-- its own groups with INSERT (words as written; they are folded when read).
INSERT INTO "search_synonyms" ("meaning", "word") VALUES
  ('cup', 'فنجان'), ('cup', 'فناجين'), ('cup', 'finjan'), ('cup', 'fenjan'),
  ('mug', 'كوب'), ('mug', 'أكواب'),
  ('glass', 'كأس'), ('glass', 'كؤوس'),
  ('coffee', 'قهوة'), ('coffee', 'qahwa'), ('coffee', 'qahwah'), ('coffee', 'gahwa'), ('coffee', 'kahwa'),
  ('oud', 'عود'), ('oud', 'oud'), ('oud', 'oudh'), ('oud', 'aoud'),
  ('incense', 'بخور'), ('incense', 'bukhoor'), ('incense', 'bakhour'), ('incense', 'bakhoor'), ('incense', 'bukhur'),
  ('dallah', 'دلة'), ('dallah', 'دلال'), ('dallah', 'dallah'), ('dallah', 'dalla'),
  ('dates', 'تمر'), ('dates', 'تمور'), ('dates', 'tamr'),
  ('teapot', 'إبريق'), ('teapot', 'أباريق'),
  ('tray', 'صينية'), ('tray', 'صواني'),
  ('rug', 'سجادة'), ('rug', 'سجاد'),
  ('lantern', 'فانوس'), ('lantern', 'فوانيس'), ('lantern', 'fanous'),
  ('cushion', 'وسادة'), ('cushion', 'وسائد'),
  ('box', 'علبة'), ('box', 'علب'),
  ('cake', 'كعكة'), ('cake', 'كعك'),
  ('tea', 'شاي'), ('tea', 'shai'), ('tea', 'chai'),
  ('cardamom', 'هيل'), ('cardamom', 'hail'),
  ('saffron', 'زعفران'), ('saffron', 'zafaran'),
  ('shemagh', 'شماغ'), ('shemagh', 'أشمغة'),
  ('abaya', 'عباية'), ('abaya', 'عباءة');--> statement-breakpoint
-- Built once over the whole table (faster than row by row): a word's rows in page one's order.
CREATE INDEX "product_search_terms_ranked_index" ON "product_search_terms" USING btree ("term","in_name","units_sold","product_id");--> statement-breakpoint
-- A search narrowed by price, stars, offers or stock, or sorted by them, reads the products
-- holding its words by id (a few thousand for a common word at 100,000 products): from this
-- narrow index alone, rather than a heap row of names and descriptions each (a random read a
-- product; 132 → 31 ms for a word held by 5,000 products at 100,000). Written here, not in the
-- drizzle schema, which has no INCLUDE.
CREATE INDEX "products_search_filters_index" ON "products" USING btree ("id") INCLUDE ("retail_price", "rating_avg", "price_before", "units_sold", "ratings_count", "created_at", "stock", "wholesale_min_quantity", "category_id", "brand_id");--> statement-breakpoint
ANALYZE "product_search_terms";--> statement-breakpoint
ANALYZE "search_words";
