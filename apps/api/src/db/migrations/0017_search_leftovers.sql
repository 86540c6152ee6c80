-- What the SQL search of ADRs 0009 and 0010 left once the index in memory (ADR 0019) took over matching
-- and ranking (issue 24.4; issue 25 kept that engine): the GIN indexes of the search vectors, which every
-- write kept up and no query reads (the index reads the vectors' lexemes by primary key), the first
-- search_vector columns, the index on search_count (nothing sorts or filters by it), and the planner
-- cost of tsvector matching that migration 0012 raised for those indexes. search_document, search_name,
-- search_place, search_facts and search_title stay: the search index and search_terms read them.
DROP INDEX "events_search_vector_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "events_search_name_idx";--> statement-breakpoint
DROP INDEX "listings_search_count_idx";--> statement-breakpoint
DROP INDEX "listings_search_vector_idx";--> statement-breakpoint
DROP INDEX "listings_search_college_idx";--> statement-breakpoint
DROP INDEX "listings_search_school_idx";--> statement-breakpoint
DROP INDEX "listings_search_tutorial_idx";--> statement-breakpoint
DROP INDEX "listings_search_name_college_idx";--> statement-breakpoint
DROP INDEX "listings_search_name_school_idx";--> statement-breakpoint
DROP INDEX "listings_search_name_tutorial_idx";--> statement-breakpoint
DROP INDEX "listings_search_place_college_idx";--> statement-breakpoint
DROP INDEX "listings_search_facts_college_idx";--> statement-breakpoint
DROP INDEX "listings_search_place_school_idx";--> statement-breakpoint
DROP INDEX "listings_search_facts_school_idx";--> statement-breakpoint
DROP INDEX "listings_search_place_tutorial_idx";--> statement-breakpoint
DROP INDEX "listings_search_facts_tutorial_idx";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";
--> statement-breakpoint
-- Back to PostgreSQL's own cost (1), which migration 0012 raised where it could (a superuser's).
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 1;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq keeps its cost (not a superuser)';
END
$$;
