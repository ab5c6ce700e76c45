-- variant_listing is a read model: emptied here, rebuilt by refreshReadModels (ensureReadModels on start).
DELETE FROM "variant_listing";--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "product_value_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "variant_value_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "sku_value_ids" integer[] NOT NULL;