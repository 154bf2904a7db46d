-- A brand's listing in each order from its own index (the brand's id is found first), replacing
-- the plain brand index they begin with; offers by price and best sellers from partial indexes.
DROP INDEX "products_brand_id_index";--> statement-breakpoint
CREATE INDEX "products_brand_newest_index" ON "products" USING btree ("brand_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_brand_price_index" ON "products" USING btree ("brand_id","retail_price","id");--> statement-breakpoint
CREATE INDEX "products_brand_best_sellers_index" ON "products" USING btree ("brand_id","units_sold" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_offers_price_index" ON "products" USING btree ("retail_price","id") WHERE "products"."price_before" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_offers_best_sellers_index" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."price_before" IS NOT NULL;