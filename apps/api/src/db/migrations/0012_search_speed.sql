-- The search's folding of a name (modules/search/stages.ts): unaccented, lower case, words separated by
-- single spaces, the way a search's words are folded. unaccent itself is only STABLE (it reads its
-- dictionary by name), so this wrapper names the dictionary and is declared IMMUTABLE to be indexable:
-- the exact-name and name-prefix tiers of the ranking read a range of the index below.
CREATE FUNCTION lwl_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT trim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^[:alnum:]]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE INDEX "events_search_name_idx" ON "events" USING gin ("search_name") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_name_college_idx" ON "listings" USING gin ("search_name") WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_name_school_idx" ON "listings" USING gin ("search_name") WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_name_tutorial_idx" ON "listings" USING gin ("search_name") WHERE type = 'TUTORIAL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_name_start_college_idx" ON "listings" USING btree (lwl_fold("name") text_pattern_ops,"id") WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_name_start_school_idx" ON "listings" USING btree (lwl_fold("name") text_pattern_ops,"id") WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_name_start_tutorial_idx" ON "listings" USING btree (lwl_fold("name") text_pattern_ops,"id") WHERE type = 'TUTORIAL' and status = 'PUBLISHED';