CREATE TABLE "legal_pages" (
	"market_id" text NOT NULL,
	"language" char(2) NOT NULL,
	"page" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_pages_market_id_page_language_pk" PRIMARY KEY("market_id","page","language"),
	CONSTRAINT "legal_pages_page_check" CHECK ("legal_pages"."page" IN ('terms', 'privacy', 'withdrawal', 'contact', 'cookies'))
);
--> statement-breakpoint
CREATE TABLE "market_sellers" (
	"market_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"organisation_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service_hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
