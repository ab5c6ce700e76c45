ALTER TABLE "delivery_group_entries" RENAME COLUMN "fee_net" TO "fee_gross";--> statement-breakpoint
-- A fee is now kept as the buyer pays it, VAT included (domain deliveryFeeFromGross works the net
-- back). A fee kept before was net: it becomes the gross it was charged at, by each market's VAT rate
-- (domain markets.ts) rounded half away from zero, as grossFromNet rounds. The sales-tax markets (us,
-- ca) show prices before tax: their fees stay as they are.
UPDATE "delivery_group_entries" e SET "fee_gross" = round(e."fee_gross" * (10000 + v.rate) / 10000.0)
FROM "delivery_groups" g, (VALUES ('se', 2500), ('no', 2500), ('fi', 2550), ('uk', 2000), ('dk', 2500),
  ('be', 2100), ('cz', 2100), ('ee', 2400), ('fr', 2000), ('de', 1900), ('at', 2000), ('ie', 2300),
  ('it', 2200), ('nl', 2100), ('pl', 2300), ('es', 2100), ('is', 2400), ('ch', 810), ('lv', 2100),
  ('hr', 2500), ('si', 2200)) AS v(market, rate)
WHERE g."id" = e."delivery_group_id" AND g."market" = v.market;--> statement-breakpoint
ALTER TABLE "delivery_group_entries" DROP CONSTRAINT "delivery_group_entries_fee_check";--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "delivery_days_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "delivery_days_max" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_point" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_group_entries" ADD CONSTRAINT "delivery_group_entries_fee_check" CHECK ("delivery_group_entries"."fee_gross" >= 0);--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_days_check" CHECK ("delivery_methods"."delivery_days_min" >= 0 AND "delivery_methods"."delivery_days_max" >= "delivery_methods"."delivery_days_min");
