-- variant_listing is a read model: emptied here, rebuilt by refreshReadModels (ensureReadModels on start).
DELETE FROM "variant_listing";--> statement-breakpoint
CREATE TABLE "listing_language_slots" (
	"language" char(2) PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "listing_language_slots_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "listing_price_slots" (
	"price_list_id" integer PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "listing_price_slots_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "prices" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "prices_inc_vat" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "name_ranks" integer[] NOT NULL;