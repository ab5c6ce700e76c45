DROP INDEX "product_translations_search_idx";--> statement-breakpoint
CREATE INDEX "product_translations_search_sv_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'sv';--> statement-breakpoint
CREATE INDEX "product_translations_search_en_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "product_translations_search_nb_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'nb';--> statement-breakpoint
CREATE INDEX "product_translations_search_fi_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'fi';--> statement-breakpoint
CREATE INDEX "product_translations_search_da_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'da';--> statement-breakpoint
CREATE INDEX "product_translations_search_nl_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'nl';--> statement-breakpoint
CREATE INDEX "product_translations_search_fr_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "product_translations_search_de_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "product_translations_search_cs_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'cs';--> statement-breakpoint
CREATE INDEX "product_translations_search_et_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'et';--> statement-breakpoint
CREATE INDEX "product_translations_search_it_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'it';--> statement-breakpoint
CREATE INDEX "product_translations_search_pl_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'pl';--> statement-breakpoint
CREATE INDEX "product_translations_search_es_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'es';--> statement-breakpoint
CREATE INDEX "product_translations_search_lv_idx" ON "product_translations" USING gin ("search_vector") WHERE language = 'lv';