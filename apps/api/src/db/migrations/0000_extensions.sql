-- Extensions come first: the search indexes of the next migration use pg_trgm (design brief section 9).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
