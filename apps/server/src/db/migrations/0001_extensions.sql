-- Fuzzy-matching extensions for the duplicate check; PGlite loads the same ones at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
