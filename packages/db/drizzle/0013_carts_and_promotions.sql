CREATE TABLE "cart_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "cart_metadata_cart_key_key" UNIQUE("cart_id","key")
);
--> statement-breakpoint
CREATE TABLE "cart_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"parent_row_id" bigint,
	"row_number" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"type" text DEFAULT 'DefaultArticle' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"co_worker_id" integer,
	"price_list_id" integer,
	"promotion_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_rows_cart_row_number_key" UNIQUE("cart_id","row_number"),
	CONSTRAINT "cart_rows_quantity_check" CHECK ("cart_rows"."quantity" between 1 and 9999),
	CONSTRAINT "cart_rows_type_check" CHECK ("cart_rows"."type" IN ('DefaultArticle', 'ExternalArticle', 'VasArticle'))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" integer,
	"owner_company_id" integer,
	"punchout_session" text,
	"market" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'default' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'Default' NOT NULL,
	"ip_address" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" IN ('default', 'saved', 'ordered'))
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"promotion_id" integer NOT NULL,
	"cart_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_promotion_id_cart_id_pk" PRIMARY KEY("promotion_id","cart_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" smallint NOT NULL,
	"percent_basis_points" integer,
	"amount_minor" integer,
	"currency" text,
	"min_total_minor" integer,
	"min_quantity" integer,
	"part_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"gift_sku" text,
	"market_ids" text[],
	"audience" text DEFAULT 'all' NOT NULL,
	"engine" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_discount_type_check" CHECK ("promotions"."discount_type" IN (1, 2, 4, 5, 6)),
	CONSTRAINT "promotions_audience_check" CHECK ("promotions"."audience" IN ('all', 'b2b', 'b2c')),
	CONSTRAINT "promotions_percent_check" CHECK ("promotions"."percent_basis_points" between 1 and 10000),
	CONSTRAINT "promotions_amount_check" CHECK ("promotions"."amount_minor" is null or ("promotions"."amount_minor" >= 0 and "promotions"."currency" is not null)),
	CONSTRAINT "promotions_min_quantity_check" CHECK ("promotions"."min_quantity" >= 1),
	CONSTRAINT "promotions_usage_limit_check" CHECK ("promotions"."usage_limit" >= 1),
	CONSTRAINT "promotions_gift_check" CHECK ("promotions"."discount_type" <> 5 or "promotions"."gift_sku" is not null)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_factor" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_metadata" ADD CONSTRAINT "cart_metadata_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_parent_row_id_cart_rows_id_fk" FOREIGN KEY ("parent_row_id") REFERENCES "public"."cart_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_co_worker_id_customers_id_fk" FOREIGN KEY ("co_worker_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_rows_co_worker_idx" ON "cart_rows" USING btree ("co_worker_id") WHERE "cart_rows"."co_worker_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active" ON "carts" USING btree ("owner_customer_id",coalesce("owner_company_id", 0),coalesce("punchout_session", '')) WHERE "carts"."is_active" and "carts"."owner_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_owner_idx" ON "carts" USING btree ("owner_customer_id","owner_company_id","status");--> statement-breakpoint
CREATE INDEX "carts_owner_company_idx" ON "carts" USING btree ("owner_company_id") WHERE "carts"."owner_company_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_anonymous_modified_idx" ON "carts" USING btree ("modified_at") WHERE "carts"."owner_customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_factor_check" CHECK ("products"."quantity_factor" >= 1);