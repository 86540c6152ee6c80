-- The search's folding of a name (modules/search/stages.ts): unaccented, lower case, words separated by
-- single spaces, the way a search's words are folded. unaccent itself is only STABLE (it reads its
-- dictionary by name), so this wrapper names the dictionary and is declared IMMUTABLE, to be stored in
-- listings.search_title and indexed: the exact-name and name-prefix tiers read a range of that index.
CREATE FUNCTION lwl_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT trim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^[:alnum:]]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE TABLE "search_popularity_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "search_popularity_state_one_row" CHECK ("search_popularity_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lwl_fold(title)) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lwl_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_name_idx" ON "events" USING gin ("search_name") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "events_title_start_idx" ON "events" USING btree ("search_title" text_pattern_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_name_college_idx" ON "listings" USING gin ("search_name") WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_name_school_idx" ON "listings" USING gin ("search_name") WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_name_tutorial_idx" ON "listings" USING gin ("search_name") WHERE type = 'TUTORIAL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_name_start_college_idx" ON "listings" USING btree ("search_title" text_pattern_ops) WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_name_start_school_idx" ON "listings" USING btree ("search_title" text_pattern_ops) WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_name_start_tutorial_idx" ON "listings" USING btree ("search_title" text_pattern_ops) WHERE type = 'TUTORIAL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_popularity_idx" ON "listings" USING btree ("type","search_popularity" DESC NULLS LAST,"name","id") WHERE status = 'PUBLISHED';
--> statement-breakpoint
-- listings.search_popularity holds each listing's clicks in the month of search_popularity_state (the
-- search service moves that month and refills the column when the ranking month changes); this
-- trigger keeps it in step with every count written for that month, by the service or a seed.
CREATE FUNCTION search_popularity_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE listings SET search_popularity = 0
      WHERE id = OLD.listing_id AND OLD.month = (SELECT month FROM search_popularity_state WHERE id = 1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE listings SET search_popularity = NEW.count
      WHERE id = NEW.listing_id AND NEW.month = (SELECT month FROM search_popularity_state WHERE id = 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_click_counts_popularity AFTER INSERT OR UPDATE OR DELETE ON search_click_counts
  FOR EACH ROW EXECUTE FUNCTION search_popularity_follow();
--> statement-breakpoint
-- Matching a tsvector is dear when the document is stored out of line (it is read back per row), but
-- its function is costed like an equality: for a word in half the rows of a type the planner then
-- filtered every row instead of reading the GIN index (a count of 19,000 schools: 423,000 buffers
-- against 15,000). A truer cost keeps the index. Changing a catalog function needs a superuser (PGlite
-- and the usual PostgreSQL setups are); elsewhere the default stays and only speed differs.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq keeps its default cost (not a superuser)';
END
$$;
