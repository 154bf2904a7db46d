-- Offers ending soonest first is now the offers listing's own order as well as the home's row, read
-- page after page by cursor: its keys are "has no end", the end (a stand-in when none) and the id,
-- all ascending, so one row comparison reads on from where a page stopped.
DROP INDEX "products_offers_ending_index";--> statement-breakpoint
CREATE INDEX "products_offers_ending_index" ON "products" USING btree (("offer_ends_at" IS NULL),(coalesce("offer_ends_at", 'epoch'::timestamptz)),"id") WHERE "products"."price_before" IS NOT NULL;
