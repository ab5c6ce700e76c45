ALTER TABLE "orders" DROP CONSTRAINT "orders_cart_id_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_live_key" ON "orders" USING btree ("cart_id") WHERE "orders"."payment_state" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_state" IN ('Pending', 'Failed');