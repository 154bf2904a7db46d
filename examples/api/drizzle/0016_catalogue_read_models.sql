DROP INDEX "products_category_id_index";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "products_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "products_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "top_category_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_selections" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_top_category_id_categories_id_fk" FOREIGN KEY ("top_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_newest_index" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_index" ON "products" USING btree ("retail_price","id");--> statement-breakpoint
CREATE INDEX "products_best_sellers_index" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_top_category_newest_index" ON "products" USING btree ("top_category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_top_category_price_index" ON "products" USING btree ("top_category_id","retail_price","id");--> statement-breakpoint
CREATE INDEX "products_top_category_best_sellers_index" ON "products" USING btree ("top_category_id","units_sold" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_newest_index" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_price_index" ON "products" USING btree ("category_id","retail_price","id");--> statement-breakpoint
CREATE INDEX "products_category_best_sellers_index" ON "products" USING btree ("category_id","units_sold" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_offers_index" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."price_before" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_offers_ending_index" ON "products" USING btree ("offer_ends_at" ASC NULLS LAST,"id" DESC NULLS FIRST) WHERE "products"."price_before" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_wholesale_index" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."stock" >= "products"."wholesale_min_quantity";--> statement-breakpoint
CREATE INDEX "products_rating_index" ON "products" USING btree ("rating_avg" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_items_product_id_index" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id","id");--> statement-breakpoint
-- Read models of the catalogue, kept by triggers in the transaction of the change itself (an
-- order, its cancellation, a review, a selection, a product moved to another category), so a list
-- reads them instead of aggregating orders and reviews on every request. Statement triggers with
-- transition tables: a bulk insert updates each product once.
CREATE FUNCTION "refresh_product_ratings"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "rating_avg" = r.avg, "ratings_count" = r.n
  FROM (
    SELECT i.id, coalesce((SELECT avg(v."rating") FROM "reviews" v WHERE v."product_id" = i.id), 0)::double precision AS avg,
      (SELECT count(*) FROM "reviews" v WHERE v."product_id" = i.id)::integer AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) i
  ) r
  WHERE p."id" = r.id AND (p."rating_avg", p."ratings_count") IS DISTINCT FROM (r.avg, r.n)
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_product_ratings"(ARRAY(SELECT "product_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_product_ratings"(ARRAY(SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "refresh_product_ratings"(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_inserted" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_updated" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_deleted" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_changed"();--> statement-breakpoint
CREATE FUNCTION "refresh_product_selections"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "has_selections" = EXISTS (SELECT 1 FROM "product_selections" s WHERE s."product_id" = p."id")
  WHERE p."id" = ANY(ids)
    AND p."has_selections" IS DISTINCT FROM EXISTS (SELECT 1 FROM "product_selections" s WHERE s."product_id" = p."id")
$$;--> statement-breakpoint
CREATE FUNCTION "product_selections_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_product_selections"(ARRAY(SELECT "product_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_product_selections"(ARRAY(SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "refresh_product_selections"(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_selections_inserted" AFTER INSERT ON "product_selections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_selections_changed"();--> statement-breakpoint
CREATE TRIGGER "product_selections_updated" AFTER UPDATE ON "product_selections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_selections_changed"();--> statement-breakpoint
CREATE TRIGGER "product_selections_deleted" AFTER DELETE ON "product_selections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_selections_changed"();--> statement-breakpoint
-- Units sold: lines of orders that are not cancelled. A line counts when it is written, stops
-- counting when its order is cancelled (and would count again if an order left "cancelled").
CREATE FUNCTION "add_units_sold"(lines jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "units_sold" = p."units_sold" + s.q
  FROM (
    SELECT (l->>'product_id')::integer AS product_id, sum((l->>'quantity')::integer)::integer AS q
    FROM jsonb_array_elements(lines) l GROUP BY 1
  ) s
  WHERE p."id" = s.product_id AND s.q <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "order_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_units_sold"(coalesce((SELECT jsonb_agg(jsonb_build_object('product_id', i."product_id", 'quantity', i."quantity"))
      FROM new_rows i JOIN "orders" o ON o."id" = i."order_id" WHERE o."status" <> 'cancelled'), '[]'));
  ELSE
    -- A line deleted with its order was taken off when the order went (orders_deleting).
    PERFORM "add_units_sold"(coalesce((SELECT jsonb_agg(jsonb_build_object('product_id', i."product_id", 'quantity', -i."quantity"))
      FROM old_rows i JOIN "orders" o ON o."id" = i."order_id" WHERE o."status" <> 'cancelled'), '[]'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_inserted" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_items_changed"();--> statement-breakpoint
CREATE TRIGGER "order_items_deleted" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_items_changed"();--> statement-breakpoint
CREATE FUNCTION "orders_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_units_sold"(coalesce((
    SELECT jsonb_agg(jsonb_build_object('product_id', i."product_id",
      'quantity', CASE WHEN n."status" = 'cancelled' THEN -i."quantity" ELSE i."quantity" END))
    FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "order_items" i ON i."order_id" = n."id"
    WHERE (o."status" = 'cancelled') <> (n."status" = 'cancelled')), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_status_changed" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_status_changed"();--> statement-breakpoint
CREATE FUNCTION "orders_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'cancelled' THEN
    PERFORM "add_units_sold"(coalesce((SELECT jsonb_agg(jsonb_build_object('product_id', i."product_id", 'quantity', -i."quantity"))
      FROM "order_items" i WHERE i."order_id" = OLD."id"), '[]'));
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_deleting" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_deleting"();--> statement-breakpoint
-- A product's top-level category, from its category's path.
CREATE FUNCTION "products_top_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."top_category_id" := (SELECT t."id" FROM "categories" c JOIN "categories" t ON t."path" = split_part(c."path", '/', 1) WHERE c."id" = NEW."category_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_top_category" BEFORE INSERT OR UPDATE OF "category_id" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_top_category"();--> statement-breakpoint
-- How many products each category (itself, not its subcategories) and each brand has.
CREATE FUNCTION "count_products"(counted jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE "categories" c SET "products_count" = c."products_count" + s.n
  FROM (SELECT (e->>'category_id')::integer AS id, sum((e->>'n')::integer)::integer AS n FROM jsonb_array_elements(counted) e WHERE e->>'category_id' IS NOT NULL GROUP BY 1) s
  WHERE c."id" = s.id AND s.n <> 0;
  UPDATE "brands" b SET "products_count" = b."products_count" + s.n
  FROM (SELECT (e->>'brand_id')::integer AS id, sum((e->>'n')::integer)::integer AS n FROM jsonb_array_elements(counted) e WHERE e->>'brand_id' IS NOT NULL GROUP BY 1) s
  WHERE b."id" = s.id AND s.n <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "count_products"(coalesce((SELECT jsonb_agg(jsonb_build_object('category_id', "category_id", 'brand_id', "brand_id", 'n', 1)) FROM new_rows), '[]'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "count_products"(coalesce((SELECT jsonb_agg(jsonb_build_object('category_id', "category_id", 'brand_id', "brand_id", 'n', -1)) FROM old_rows), '[]'));
  ELSE
    PERFORM "count_products"(coalesce((SELECT jsonb_agg(e) FROM (
      SELECT jsonb_build_object('category_id', o."category_id", 'brand_id', o."brand_id", 'n', -1) AS e FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."category_id", o."brand_id") IS DISTINCT FROM (n."category_id", n."brand_id")
      UNION ALL
      SELECT jsonb_build_object('category_id', n."category_id", 'brand_id', n."brand_id", 'n', 1) FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."category_id", o."brand_id") IS DISTINCT FROM (n."category_id", n."brand_id")) changed), '[]'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed"();--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed"();--> statement-breakpoint
CREATE TRIGGER "products_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed"();--> statement-breakpoint
-- Every read model computed again from what it sums up: here for the shop as it is, and by any
-- bulk load that turned the triggers off (bench/scale.ts).
CREATE FUNCTION "refresh_catalogue_read_models"() RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET
    "top_category_id" = (SELECT t."id" FROM "categories" c JOIN "categories" t ON t."path" = split_part(c."path", '/', 1) WHERE c."id" = p."category_id"),
    "units_sold" = coalesce(x.units_sold, 0),
    "rating_avg" = coalesce(x.rating_avg, 0),
    "ratings_count" = coalesce(x.ratings_count, 0),
    "has_selections" = x.has_selections
  FROM (
    SELECT q."id",
      u.q AS units_sold, r.avg AS rating_avg, r.n AS ratings_count, (s."product_id" IS NOT NULL) AS has_selections
    FROM "products" q
    LEFT JOIN (SELECT i."product_id", sum(i."quantity")::integer AS q FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id" WHERE o."status" <> 'cancelled' GROUP BY 1) u ON u."product_id" = q."id"
    LEFT JOIN (SELECT "product_id", avg("rating")::double precision AS avg, count(*)::integer AS n FROM "reviews" GROUP BY 1) r ON r."product_id" = q."id"
    LEFT JOIN (SELECT DISTINCT "product_id" FROM "product_selections") s ON s."product_id" = q."id"
  ) x
  WHERE p."id" = x."id";
  UPDATE "categories" c SET "products_count" = (SELECT count(*) FROM "products" p WHERE p."category_id" = c."id");
  UPDATE "brands" b SET "products_count" = (SELECT count(*) FROM "products" p WHERE p."brand_id" = b."id");
$$;--> statement-breakpoint
SELECT "refresh_catalogue_read_models"();
