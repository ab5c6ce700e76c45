CREATE TABLE "market_settings" (
	"market_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "market_settings_market_id_key_pk" PRIMARY KEY("market_id","key")
);
--> statement-breakpoint
CREATE TABLE "top_messages" (
	"market_id" text NOT NULL,
	"language" char(2) NOT NULL,
	"visibility" text NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"link_text" text,
	CONSTRAINT "top_messages_market_id_language_pk" PRIMARY KEY("market_id","language"),
	CONSTRAINT "top_messages_visibility_check" CHECK ("top_messages"."visibility" IN ('none', 'loggedOut', 'loggedIn'))
);
--> statement-breakpoint
-- Products already in the database count as changed when this runs; imports and the demo seeder set it from then on.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;