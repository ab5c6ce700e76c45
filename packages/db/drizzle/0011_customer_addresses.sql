CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"care_of" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","position");