-- variant_listing is a read model: emptied here (a dropped column keeps its bytes until rows are rewritten), rebuilt on start.
DELETE FROM "variant_listing";--> statement-breakpoint
DROP INDEX "variant_listing_values_idx";--> statement-breakpoint
CREATE INDEX "variant_listing_product_values_idx" ON "variant_listing" USING gin ("product_value_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_variant_values_idx" ON "variant_listing" USING gin ("variant_value_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_sku_values_idx" ON "variant_listing" USING gin ("sku_value_ids");--> statement-breakpoint
ALTER TABLE "variant_listing" DROP COLUMN "value_ids";