CREATE TABLE "families" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer,
	CONSTRAINT "families_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "family_translations" (
	"family_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "family_translations_family_id_language_pk" PRIMARY KEY("family_id","language")
);
--> statement-breakpoint
CREATE TABLE "flag_translations" (
	"flag_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "flag_translations_flag_id_language_pk" PRIMARY KEY("flag_id","language")
);
--> statement-breakpoint
CREATE TABLE "flags" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"is_promotion" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "group_translations" (
	"group_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "group_translations_group_id_language_pk" PRIMARY KEY("group_id","language")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer,
	"company_id" integer,
	CONSTRAINT "groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "size_group_sizes" (
	"size_group_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "size_group_sizes_size_group_id_code_pk" PRIMARY KEY("size_group_id","code")
);
--> statement-breakpoint
CREATE TABLE "size_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "size_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer,
	"is_department" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "navigation_item_translations" (
	"navigation_item_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parametric_value_slug" text,
	"seo_heading" text DEFAULT '' NOT NULL,
	"seo_category_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "navigation_item_translations_navigation_item_id_language_pk" PRIMARY KEY("navigation_item_id","language")
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"section" text,
	"category_id" integer,
	"family_id" integer,
	"group_id" integer,
	"parametric_value_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_listing" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"part_no" char(12) NOT NULL,
	"category_ids" integer[] NOT NULL,
	"group_ids" integer[] NOT NULL,
	"family_id" integer,
	"value_ids" integer[] NOT NULL,
	"pop_rank" integer,
	"stars_average_x100" integer,
	"flag_rank" integer NOT NULL,
	"is_default" boolean NOT NULL,
	"is_sellable" boolean NOT NULL,
	"has_stock" boolean NOT NULL,
	"manufacturer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametric_translations" (
	"parametric_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "parametric_translations_parametric_id_language_pk" PRIMARY KEY("parametric_id","language")
);
--> statement-breakpoint
CREATE TABLE "parametric_value_translations" (
	"value_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"value" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "parametric_value_translations_value_id_language_pk" PRIMARY KEY("value_id","language")
);
--> statement-breakpoint
CREATE TABLE "parametric_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"parametric_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer,
	"hex" text
);
--> statement-breakpoint
CREATE TABLE "parametrics" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"level" text DEFAULT 'product' NOT NULL,
	"is_and_filter" boolean DEFAULT false NOT NULL,
	"is_filter" boolean DEFAULT true NOT NULL,
	"sort_order" integer,
	CONSTRAINT "parametrics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"market_name" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "price_lists_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"price_list_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"price_inc_vat" bigint NOT NULL,
	CONSTRAINT "variant_prices_price_list_id_variant_id_pk" PRIMARY KEY("price_list_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_dimensions" (
	"product_id" integer NOT NULL,
	"size_code" text NOT NULL,
	"measurement" text NOT NULL,
	"value_mm" integer NOT NULL,
	CONSTRAINT "product_dimensions_product_id_size_code_measurement_pk" PRIMARY KEY("product_id","size_code","measurement")
);
--> statement-breakpoint
CREATE TABLE "product_flags" (
	"product_id" integer NOT NULL,
	"flag_id" integer NOT NULL,
	CONSTRAINT "product_flags_product_id_flag_id_pk" PRIMARY KEY("product_id","flag_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "product_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "product_parametric_values" (
	"product_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "product_parametric_values_product_id_value_id_pk" PRIMARY KEY("product_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_kind_related_product_id_pk" PRIMARY KEY("product_id","kind","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "product_usps" (
	"product_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "product_usps_product_id_language_position_pk" PRIMARY KEY("product_id","language","position"),
	CONSTRAINT "product_usps_position_check" CHECK ("product_usps"."position" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_part_no" char(8) NOT NULL,
	"unique_name" text NOT NULL,
	"primary_category_id" integer NOT NULL,
	"family_id" integer,
	"size_group_id" integer,
	"size_guide_id" integer,
	"manufacturer_id" text NOT NULL,
	"custom_image_sort_order" integer,
	"stars_average" numeric(3, 2),
	"shape" text DEFAULT 'jacket' NOT NULL,
	CONSTRAINT "products_base_part_no_unique" UNIQUE("base_part_no"),
	CONSTRAINT "products_unique_name_unique" UNIQUE("unique_name")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" char(2) NOT NULL,
	"term" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
CREATE TABLE "body_measurement_tables" (
	"size_guide_id" integer NOT NULL,
	"table_type" text NOT NULL,
	"gender" text NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "body_measurement_tables_size_guide_id_table_type_gender_pk" PRIMARY KEY("size_guide_id","table_type","gender")
);
--> statement-breakpoint
CREATE TABLE "size_guide_content" (
	"size_guide_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "size_guide_content_size_guide_id_language_pk" PRIMARY KEY("size_guide_id","language")
);
--> statement-breakpoint
CREATE TABLE "size_guides" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"fallback_pdf_url" text,
	CONSTRAINT "size_guides_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku" text PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"size_code" text NOT NULL,
	"size_value" text NOT NULL,
	"size_value_id" integer,
	"size_alternate_code" text,
	"size_alternate_value" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"sku" text PRIMARY KEY NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"next_delivery_date" date
);
--> statement-breakpoint
CREATE TABLE "variant_flags" (
	"variant_id" integer NOT NULL,
	"flag_id" integer NOT NULL,
	CONSTRAINT "variant_flags_variant_id_flag_id_pk" PRIMARY KEY("variant_id","flag_id")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"part_no" char(12) NOT NULL,
	"color_code" char(4),
	"color_value_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"pop_rank_30" integer,
	"pop_rank_60" integer,
	"first_sale_date" date,
	"image_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "variants_part_no_unique" UNIQUE("part_no")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_translations" ADD CONSTRAINT "family_translations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_translations" ADD CONSTRAINT "flag_translations_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_translations" ADD CONSTRAINT "group_translations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_group_sizes" ADD CONSTRAINT "size_group_sizes_size_group_id_size_groups_id_fk" FOREIGN KEY ("size_group_id") REFERENCES "public"."size_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_item_translations" ADD CONSTRAINT "navigation_item_translations_navigation_item_id_navigation_items_id_fk" FOREIGN KEY ("navigation_item_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametric_translations" ADD CONSTRAINT "parametric_translations_parametric_id_parametrics_id_fk" FOREIGN KEY ("parametric_id") REFERENCES "public"."parametrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametric_value_translations" ADD CONSTRAINT "parametric_value_translations_value_id_parametric_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."parametric_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametric_values" ADD CONSTRAINT "parametric_values_parametric_id_parametrics_id_fk" FOREIGN KEY ("parametric_id") REFERENCES "public"."parametrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_dimensions" ADD CONSTRAINT "product_dimensions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_flags" ADD CONSTRAINT "product_flags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_flags" ADD CONSTRAINT "product_flags_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parametric_values" ADD CONSTRAINT "product_parametric_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parametric_values" ADD CONSTRAINT "product_parametric_values_value_id_parametric_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."parametric_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_usps" ADD CONSTRAINT "product_usps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_group_id_size_groups_id_fk" FOREIGN KEY ("size_group_id") REFERENCES "public"."size_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurement_tables" ADD CONSTRAINT "body_measurement_tables_size_guide_id_size_guides_id_fk" FOREIGN KEY ("size_guide_id") REFERENCES "public"."size_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_guide_content" ADD CONSTRAINT "size_guide_content_size_guide_id_size_guides_id_fk" FOREIGN KEY ("size_guide_id") REFERENCES "public"."size_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_skus_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."skus"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_flags" ADD CONSTRAINT "variant_flags_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_flags" ADD CONSTRAINT "variant_flags_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_translations_slug_idx" ON "family_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "group_translations_slug_idx" ON "group_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_slug_idx" ON "category_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "category_translations_name_idx" ON "category_translations" USING btree ("language",lower("name"));--> statement-breakpoint
CREATE INDEX "navigation_items_menu_idx" ON "navigation_items" USING btree ("menu","sort_order");--> statement-breakpoint
CREATE INDEX "variant_listing_values_idx" ON "variant_listing" USING gin ("value_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_categories_idx" ON "variant_listing" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_groups_idx" ON "variant_listing" USING gin ("group_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_product_idx" ON "variant_listing" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variant_listing_pop_idx" ON "variant_listing" USING btree ("pop_rank","part_no");--> statement-breakpoint
CREATE INDEX "parametric_values_parametric_idx" ON "parametric_values" USING btree ("parametric_id");--> statement-breakpoint
CREATE INDEX "price_lists_market_idx" ON "price_lists" USING btree ("market_name","type");--> statement-breakpoint
CREATE INDEX "variant_prices_sort_idx" ON "variant_prices" USING btree ("price_list_id","price");--> statement-breakpoint
CREATE INDEX "product_groups_group_idx" ON "product_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_translations_name_idx" ON "product_translations" USING btree ("language",lower("name"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_variant_idx" ON "skus" USING btree ("variant_id","sort_order");--> statement-breakpoint
CREATE INDEX "stock_on_hand_idx" ON "stock" USING btree ("sku") WHERE "stock"."on_hand" > 0;--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");