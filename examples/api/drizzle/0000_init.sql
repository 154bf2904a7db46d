CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"selection_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_unique" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","product_type","selection_id"),
	CONSTRAINT "cart_items_product_type_known" CHECK ("cart_items"."product_type" IN ('retail', 'wholesale')),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "carts_has_owner" CHECK ("carts"."uuid" IS NOT NULL OR "carts"."customer_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "product_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_selections_id_product_id_unique" UNIQUE("id","product_id"),
	CONSTRAINT "product_selections_stock_non_negative" CHECK ("product_selections"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"retail_price" integer NOT NULL,
	"wholesale_price" integer NOT NULL,
	"price_before" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_prices_non_negative" CHECK ("products"."retail_price" >= 0 AND "products"."wholesale_price" >= 0),
	CONSTRAINT "products_price_before_above_price" CHECK ("products"."price_before" IS NULL OR "products"."price_before" > "products"."retail_price")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_selection_of_product_fk" FOREIGN KEY ("selection_id","product_id") REFERENCES "public"."product_selections"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selections" ADD CONSTRAINT "product_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_customer_id_index" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "product_selections_product_id_index" ON "product_selections" USING btree ("product_id");