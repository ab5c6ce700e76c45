CREATE TABLE "delivery_group_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_group_id" integer NOT NULL,
	"delivery_method_id" integer NOT NULL,
	"fee_net" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_group_entries_group_method_key" UNIQUE("delivery_group_id","delivery_method_id"),
	CONSTRAINT "delivery_group_entries_fee_check" CHECK ("delivery_group_entries"."fee_net" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"carrier_code" integer NOT NULL,
	"names" jsonb NOT NULL,
	"requires_cellphone" boolean DEFAULT false NOT NULL,
	"requires_zero_delivery_cost" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"sku" text NOT NULL,
	"part_no" text NOT NULL,
	"name" text NOT NULL,
	"colour" text,
	"size" text,
	"image_url" text,
	"quantity" integer NOT NULL,
	"unit_net" bigint NOT NULL,
	"unit_gross" bigint NOT NULL,
	"line_net" bigint NOT NULL,
	"line_gross" bigint NOT NULL,
	"discount_net" bigint DEFAULT 0 NOT NULL,
	"discount_gross" bigint DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"price_list_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"gift" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"co_worker_id" integer,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_status_check" CHECK ("order_lines"."status" IN (0, 1, 5, 7, 10, 20, 30, 50))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"cart_id" uuid NOT NULL,
	"market" text NOT NULL,
	"culture_code" text NOT NULL,
	"currency" text NOT NULL,
	"customer_id" integer,
	"company_id" integer,
	"buyer" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"invoice_address" jsonb,
	"delivery_method_id" integer,
	"delivery_group_id" integer,
	"delivery_group_entry_id" integer,
	"delivery_method_name" text,
	"payment_method_id" integer NOT NULL,
	"payment_state" text DEFAULT 'Default' NOT NULL,
	"status" integer DEFAULT 100 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"is_test_order" boolean DEFAULT false NOT NULL,
	"use_inc_vat" boolean DEFAULT true NOT NULL,
	"delivery_type" text,
	"source" text,
	"ip_address" text,
	"products_net" bigint NOT NULL,
	"products_gross" bigint NOT NULL,
	"discount_net" bigint NOT NULL,
	"discount_gross" bigint NOT NULL,
	"delivery_net" bigint NOT NULL,
	"delivery_gross" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"sales_tax" bigint,
	"total_net" bigint NOT NULL,
	"total_gross" bigint NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_payment_state_check" CHECK ("orders"."payment_state" IN ('Default', 'Pending', 'Confirmed', 'Failed', 'Cancelled')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN (0, 100, 200, 300, 400, 500, 600, 700, 800))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method_id" integer NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" IN ('Default', 'Pending', 'Confirmed', 'Failed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"order_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "stock_reservations_order_id_sku_pk" PRIMARY KEY("order_id","sku"),
	CONSTRAINT "stock_reservations_quantity_check" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delivery_group_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_group_entries" ADD CONSTRAINT "delivery_group_entries_delivery_group_id_delivery_groups_id_fk" FOREIGN KEY ("delivery_group_id") REFERENCES "public"."delivery_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_group_entries" ADD CONSTRAINT "delivery_group_entries_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_co_worker_id_customers_id_fk" FOREIGN KEY ("co_worker_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_group_entries_method_idx" ON "delivery_group_entries" USING btree ("delivery_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_groups_one_default" ON "delivery_groups" USING btree ("market") WHERE "delivery_groups"."is_default";--> statement-breakpoint
CREATE INDEX "order_lines_co_worker_idx" ON "order_lines" USING btree ("co_worker_id") WHERE "order_lines"."co_worker_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_delivery_group_id_delivery_groups_id_fk" FOREIGN KEY ("delivery_group_id") REFERENCES "public"."delivery_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Stock below 0 meant nothing before order send decremented it (nothing sold from it); it becomes 0
-- so the check can be added to a database seeded before this migration.
UPDATE "stock" SET "on_hand" = 0 WHERE "on_hand" < 0;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_on_hand_not_negative" CHECK ("stock"."on_hand" >= 0);