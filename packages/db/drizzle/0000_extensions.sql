-- Trigram matching for typo-tolerant search; unaccent so "sakerhet" finds "säkerhet".
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
