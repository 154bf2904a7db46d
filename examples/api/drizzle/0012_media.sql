CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"alt_en" text NOT NULL,
	"alt_ar" text NOT NULL,
	"link" text NOT NULL,
	"original_key" text NOT NULL,
	CONSTRAINT "banners_position_unique" UNIQUE("position"),
	CONSTRAINT "banners_link_is_a_path" CHECK ("banners"."link" ~ '^/[^/]')
);
--> statement-breakpoint
CREATE TABLE "blog_pictures" (
	"blog_id" integer PRIMARY KEY NOT NULL,
	"original_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_pictures" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"original_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_pictures" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"original_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_originals_key_hex" CHECK ("media_originals"."key" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "media_originals_size_positive" CHECK ("media_originals"."width" > 0 AND "media_originals"."height" > 0),
	CONSTRAINT "media_originals_type_known" CHECK ("media_originals"."content_type" IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif'))
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"selection_id" integer,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	CONSTRAINT "product_pictures_place_unique" UNIQUE NULLS NOT DISTINCT("product_id","selection_id","position"),
	CONSTRAINT "product_pictures_position_positive" CHECK ("product_pictures"."position" > 0)
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_original_key_media_originals_key_fk" FOREIGN KEY ("original_key") REFERENCES "public"."media_originals"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_pictures" ADD CONSTRAINT "blog_pictures_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_pictures" ADD CONSTRAINT "blog_pictures_original_key_media_originals_key_fk" FOREIGN KEY ("original_key") REFERENCES "public"."media_originals"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pictures" ADD CONSTRAINT "brand_pictures_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pictures" ADD CONSTRAINT "brand_pictures_original_key_media_originals_key_fk" FOREIGN KEY ("original_key") REFERENCES "public"."media_originals"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_pictures" ADD CONSTRAINT "category_pictures_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_pictures" ADD CONSTRAINT "category_pictures_original_key_media_originals_key_fk" FOREIGN KEY ("original_key") REFERENCES "public"."media_originals"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_original_key_media_originals_key_fk" FOREIGN KEY ("original_key") REFERENCES "public"."media_originals"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_selection_of_product_fk" FOREIGN KEY ("selection_id","product_id") REFERENCES "public"."product_selections"("id","product_id") ON DELETE cascade ON UPDATE no action;