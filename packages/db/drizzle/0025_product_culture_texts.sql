CREATE TABLE "product_culture_texts" (
	"product_id" integer NOT NULL,
	"culture" text NOT NULL,
	"name" text,
	"description" text,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "product_culture_texts_product_id_culture_pk" PRIMARY KEY("product_id","culture"),
	CONSTRAINT "product_culture_texts_culture_check" CHECK (culture IN ('en-US'))
);
--> statement-breakpoint
ALTER TABLE "product_culture_texts" ADD CONSTRAINT "product_culture_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;