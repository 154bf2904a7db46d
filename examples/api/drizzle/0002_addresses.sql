CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"street" text,
	"block" text,
	"avenue" text,
	"floor" text,
	"apartment_number" text,
	"zip_code" text,
	"phone" text NOT NULL,
	"company_name" text,
	"details" text NOT NULL,
	"message_to_store" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_customer_name_unique" UNIQUE("customer_id","name"),
	CONSTRAINT "addresses_type_known" CHECK ("addresses"."type" IN ('home', 'office', 'apartment', 'other'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_id_index" ON "addresses" USING btree ("customer_id");