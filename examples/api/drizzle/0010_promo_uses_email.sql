ALTER TABLE "promo_uses" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "promo_uses_code_email_index" ON "promo_uses" USING btree ("promo_code_id","email");--> statement-breakpoint
UPDATE "promo_uses" SET "email" = lower("customers"."email") FROM "customers" WHERE "customers"."id" = "promo_uses"."customer_id";--> statement-breakpoint
UPDATE "promo_uses" SET "email" = lower("orders"."guest"->>'email') FROM "orders" WHERE "orders"."id" = "promo_uses"."order_id" AND "promo_uses"."email" IS NULL AND "orders"."guest" IS NOT NULL;
