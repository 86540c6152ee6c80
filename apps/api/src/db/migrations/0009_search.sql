CREATE TABLE "search_click_counts" (
	"month" text NOT NULL,
	"listing_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_click_counts_listing_id_month_pk" PRIMARY KEY("listing_id","month")
);
--> statement-breakpoint
CREATE TABLE "search_click_receipts" (
	"day" text NOT NULL,
	"client_key" text NOT NULL,
	"listing_id" integer NOT NULL,
	CONSTRAINT "search_click_receipts_day_client_key_listing_id_pk" PRIMARY KEY("day","client_key","listing_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('lwl_search', coalesce(title, '')), 'A') || setweight(to_tsvector('lwl_search', coalesce(address->>'city', '') || ' ' || coalesce(address->>'line2', '') || ' ' || coalesce(address->>'line1', '') || ' ' || coalesce(address->>'state', '')), 'B') || setweight(to_tsvector('lwl_search', coalesce(event_type, '')), 'C') || strip(setweight(to_tsvector('lwl_search', coalesce(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), '')), 'D'))) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(title, ''))) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_place" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(address->>'city', '') || ' ' || coalesce(address->>'line2', '') || ' ' || coalesce(address->>'line1', '') || ' ' || coalesce(address->>'state', ''))) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_facts" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(event_type, ''))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('lwl_search', coalesce(name, '')), 'A') || setweight(to_tsvector('lwl_search', coalesce(city, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(address_line1, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('lwl_search', coalesce(details->>'subjects', '') || ' ' || coalesce(details->>'board', '') || ' ' || coalesce(details->>'affiliation', '') || ' ' || coalesce(details->>'courses', '')), 'C') || strip(setweight(to_tsvector('lwl_search', coalesce(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), '')), 'D'))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_place" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(city, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(address_line1, '') || ' ' || coalesce(state, ''))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_facts" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(details->>'subjects', '') || ' ' || coalesce(details->>'board', '') || ' ' || coalesce(details->>'affiliation', '') || ' ' || coalesce(details->>'courses', ''))) STORED;--> statement-breakpoint
ALTER TABLE "search_click_counts" ADD CONSTRAINT "search_click_counts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_click_counts_month_count_idx" ON "search_click_counts" USING btree ("month","count" DESC NULLS LAST,"listing_id");--> statement-breakpoint
CREATE INDEX "search_terms_length_idx" ON "search_terms" USING btree (char_length("term"),"term");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_document") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_college_idx" ON "listings" USING gin ("search_document") WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_school_idx" ON "listings" USING gin ("search_document") WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_tutorial_idx" ON "listings" USING gin ("search_document") WHERE type = 'TUTORIAL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_location_idx" ON "listings" USING btree ("type","latitude","longitude") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_city_idx" ON "listings" USING btree ("type","city") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_published_state_idx" ON "listings" USING btree ("type","state") WHERE status = 'PUBLISHED';--> statement-breakpoint
-- search_terms: every distinct word of the search documents, kept by statement triggers (one insert
-- per statement, so seeding 100,000 listings stays quick), and filled once from what exists.
CREATE FUNCTION search_terms_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM changed_rows
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_search_terms_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();
--> statement-breakpoint
CREATE TRIGGER listings_search_terms_update AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();
--> statement-breakpoint
CREATE TRIGGER events_search_terms_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();
--> statement-breakpoint
CREATE TRIGGER events_search_terms_update AFTER UPDATE ON events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_collect();
--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM listings
  UNION SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM events
  ON CONFLICT (term) DO NOTHING;
