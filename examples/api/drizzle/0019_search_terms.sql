-- Search that does not grow with the catalogue (issue 33). A query word is matched as a whole
-- word (after `matjar_search_text`, and through its English stem) against one row per word and
-- product, read from a b-tree in the order results show: names first, then the newest. Page 1
-- of a word held by 10,000 products reads 20 index entries; the total counts up to the cap.
-- The trigram indexes over whole documents go; trigram stays on the small vocabulary only
-- ("did you mean" and the search box's word beginnings).
-- Filling the table takes a minute at 100,000 products: longer than the API's statement_timeout,
-- which its connections (and so its migrations) carry. For this transaction only, none.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "product_search_terms" (
	"term" text NOT NULL,
	"product_id" integer NOT NULL,
	"in_name" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_search_name_trigram_index";--> statement-breakpoint
DROP INDEX "product_search_text_trigram_index";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "search_text";--> statement-breakpoint
DROP FUNCTION matjar_search_document(text, text, text, text);--> statement-breakpoint
-- A product's words: each word of its names and descriptions normalised, and the English stems
-- of its English words ("mugs" → "mug", "strawberries" → "strawberri"), each once, marked when
-- a name holds it.
CREATE OR REPLACE FUNCTION matjar_search_terms(name_en text, name_ar text, description_en text, description_ar text)
RETURNS TABLE (term text, in_name boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
SELECT w.term, bool_or(w.in_name) FROM (
  SELECT regexp_split_to_table(matjar_search_text(concat_ws(' ', name_en, name_ar)), ' '), true
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('english'::regconfig, matjar_search_text(concat_ws(' ', name_en))))), true
  UNION ALL
  SELECT regexp_split_to_table(matjar_search_text(concat_ws(' ', description_en, description_ar)), ' '), false
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('english'::regconfig, matjar_search_text(concat_ws(' ', description_en))))), false
) AS w(term, in_name)
WHERE w.term <> ''
GROUP BY w.term
$$;--> statement-breakpoint
-- Kept by the database (the triggers of 0015 call this): the products named get their names row,
-- their words, and add their words to the vocabulary, in the statement that changed them.
CREATE OR REPLACE FUNCTION matjar_index_products(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE
AS $$
INSERT INTO "product_search" ("product_id", "search_name")
SELECT p."id", matjar_search_text(concat_ws(' ', p."name_en", p."name_ar"))
FROM "products" AS p WHERE p."id" = ANY(ids)
ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name";
DELETE FROM "product_search_terms" WHERE "product_id" = ANY(ids);
INSERT INTO "product_search_terms" ("term", "product_id", "in_name", "created_at")
SELECT t.term, p."id", t.in_name, p."created_at"
FROM "products" AS p, matjar_search_terms(p."name_en", p."name_ar", p."description_en", p."description_ar") AS t
WHERE p."id" = ANY(ids);
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" AS p,
  regexp_split_to_table(matjar_search_text(concat_ws(' ', p."name_en", p."name_ar", p."description_en", p."description_ar")), ' ') AS w
WHERE p."id" = ANY(ids) AND char_length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Texts and the date results are ordered by: only rows where one of them changed are indexed again.
CREATE OR REPLACE FUNCTION matjar_index_changed_products() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM matjar_index_products(ARRAY(
    SELECT n."id" FROM new_products AS n JOIN old_products AS o ON o."id" = n."id"
    WHERE (n."name_en", n."name_ar", n."description_en", n."description_ar", n."created_at")
      IS DISTINCT FROM (o."name_en", o."name_ar", o."description_en", o."description_ar", o."created_at")));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The products already there, then the keys (built once over the whole table, faster than row by
-- row). The vocabulary is rebuilt from the words as written: it held English stems ("coffe") too.
INSERT INTO "product_search_terms" ("term", "product_id", "in_name", "created_at")
SELECT t.term, p."id", t.in_name, p."created_at"
FROM "products" AS p, matjar_search_terms(p."name_en", p."name_ar", p."description_en", p."description_ar") AS t;--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" AS p,
  regexp_split_to_table(matjar_search_text(concat_ws(' ', p."name_en", p."name_ar", p."description_en", p."description_ar")), ' ') AS w
WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$';--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_product_id_term_pk" PRIMARY KEY("product_id","term");--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_terms_ranked_index" ON "product_search_terms" USING btree ("term","in_name","created_at","product_id");--> statement-breakpoint
-- Statistics for the planner now (autovacuum, where it runs, also sets the visibility map the
-- counts' index-only scans read; VACUUM cannot run inside the migration's transaction).
ANALYZE "product_search_terms";--> statement-breakpoint
ANALYZE "search_words";
