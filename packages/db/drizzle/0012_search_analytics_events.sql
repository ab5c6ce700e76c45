CREATE TABLE "search_analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"market_id" text NOT NULL,
	"language" char(2) NOT NULL,
	"shopper_ip" text NOT NULL,
	"term" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_analytics_events_created" ON "search_analytics_events" USING btree ("created_at","id");