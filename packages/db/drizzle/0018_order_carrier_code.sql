ALTER TABLE "orders" ADD COLUMN "carrier_code" integer;--> statement-breakpoint
-- Orders sent before the column keep the carrier their method has now, as their views showed it.
UPDATE "orders" o SET "carrier_code" = m."carrier_code" FROM "delivery_methods" m WHERE m."id" = o."delivery_method_id";