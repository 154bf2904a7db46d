CREATE TABLE "card_payments" (
	"provider_reference" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"cart_id" integer,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"outcome" text,
	"refund_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_purpose" CHECK ("card_payments"."purpose" IN ('order', 'recharge')),
	CONSTRAINT "card_payments_state" CHECK ("card_payments"."state" IN ('awaiting', 'paid', 'cancelled')),
	CONSTRAINT "card_payments_outcome_once_settled" CHECK (("card_payments"."state" = 'awaiting') = ("card_payments"."outcome" IS NULL)),
	CONSTRAINT "card_payments_names_what_it_pays" CHECK ("card_payments"."purpose" = 'recharge' OR "card_payments"."order_id" IS NOT NULL),
	CONSTRAINT "card_payments_amount_positive" CHECK ("card_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_page_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_page_payments_state" CHECK ("test_page_payments"."state" IN ('open', 'verifying', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_order_id_index" ON "card_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_once_per_recharge" ON "wallet_entries" USING btree ("reference") WHERE "wallet_entries"."kind" = 'recharge';