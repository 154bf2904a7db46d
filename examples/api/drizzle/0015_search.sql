-- Search (issue 33). One normaliser, plain SQL, for documents and queries alike, so PostgreSQL and
-- PGlite find the same products: lower case (ASCII, whatever the server's locale), harakat,
-- Quranic marks and tatweel removed, أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي (and Persian ی ک),
-- Arabic-Indic and Persian digits → 0–9, Latin accents dropped, anything else a word break, and
-- the article (ال, وال, بال, كال, فال, لل) taken off a word that keeps two letters after it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION matjar_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
SELECT trim(regexp_replace(
  regexp_replace(
    translate(
      regexp_replace(lower(input COLLATE "C"), '[\u064B-\u065F\u0670\u0640\u06D6-\u06ED]', '', 'g'),
      'أإآٱةىؤئیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
      'ااااهيوييك01234567890123456789aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy'),
    '[^0-9a-z\u0621-\u063A\u0641-\u064A\u0671-\u06D3]+', ' ', 'g'),
  '(^| )(ال|وال|بال|كال|فال|لل)([^ ]{2})', '\1\3', 'g'))
$$;--> statement-breakpoint
-- The English stem of a one-word query ("mugs" → "mug"), else the word normalised.
CREATE OR REPLACE FUNCTION matjar_search_stem(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
SELECT CASE WHEN position(' ' IN matjar_search_text(input)) > 0 THEN matjar_search_text(input)
  ELSE coalesce((tsvector_to_array(to_tsvector('english'::regconfig, matjar_search_text(input))))[1], matjar_search_text(input)) END
$$;--> statement-breakpoint
-- A product's searchable text: both names and both descriptions normalised, then the English
-- stems of its English words, so "strawberries" finds "strawberry" (stem "strawberri").
CREATE OR REPLACE FUNCTION matjar_search_document(name_en text, name_ar text, description_en text, description_ar text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
SELECT concat_ws(' ',
  matjar_search_text(concat_ws(' ', name_en, name_ar, description_en, description_ar)),
  array_to_string(tsvector_to_array(to_tsvector('english'::regconfig, matjar_search_text(concat_ws(' ', name_en, description_en)))), ' '))
$$;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_name_trigram_index" ON "product_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_text_trigram_index" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trigram_index" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Kept by the database: the products named (created, or their texts changed) get their search
-- row and add their words to the vocabulary, in the statement that changed them.
CREATE OR REPLACE FUNCTION matjar_index_products(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE
AS $$
INSERT INTO "product_search" ("product_id", "search_name", "search_text")
SELECT p."id", matjar_search_text(concat_ws(' ', p."name_en", p."name_ar")),
  matjar_search_document(p."name_en", p."name_ar", p."description_en", p."description_ar")
FROM "products" AS p WHERE p."id" = ANY(ids)
ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name", "search_text" = excluded."search_text";
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "product_search" AS s, regexp_split_to_table(s."search_text", ' ') AS w
WHERE s."product_id" = ANY(ids) AND char_length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION matjar_index_new_products() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM matjar_index_products(ARRAY(SELECT n."id" FROM new_products AS n));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Stock and price changes leave the texts alone: only rows whose texts changed are indexed again.
CREATE OR REPLACE FUNCTION matjar_index_changed_products() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM matjar_index_products(ARRAY(
    SELECT n."id" FROM new_products AS n JOIN old_products AS o ON o."id" = n."id"
    WHERE (n."name_en", n."name_ar", n."description_en", n."description_ar")
      IS DISTINCT FROM (o."name_en", o."name_ar", o."description_en", o."description_ar")));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_on_insert" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION matjar_index_new_products();--> statement-breakpoint
CREATE TRIGGER "products_search_on_update" AFTER UPDATE ON "products"
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION matjar_index_changed_products();--> statement-breakpoint
-- The products already there.
SELECT matjar_index_products(ARRAY(SELECT "id" FROM "products"));
