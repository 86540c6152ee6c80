CREATE TABLE "search_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"row_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
-- The search index's change feed (docs/decisions/0019): every row written to listings or events leaves
-- its id here, in the writer's transaction, whoever wrote it (the app, another instance, a script). An
-- instance reads the rows of finished transactions (xid below the oldest running one) since it last
-- read, and reloads those rows only: the work follows what changed, not the size of the tables. It
-- replaces migration 0015's change sign, after which every row's version had to be compared. A listing
-- update that changed its clicks alone (search_click_counts' trigger) is "popularity": the index then
-- reads one number instead of the row.
CREATE FUNCTION search_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, row_id) VALUES ('listing', OLD.id);
  ELSIF TG_OP = 'UPDATE' AND NEW.search_popularity IS DISTINCT FROM OLD.search_popularity
      AND to_jsonb(NEW) - 'search_popularity' = to_jsonb(OLD) - 'search_popularity' THEN
    INSERT INTO search_changes (kind, row_id) VALUES ('popularity', NEW.id);
  ELSE
    INSERT INTO search_changes (kind, row_id) VALUES ('listing', NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_event_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (kind, row_id) VALUES ('event', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_table_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (kind, row_id) VALUES ('everything', 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_search_row_changed AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION search_listing_changed();
--> statement-breakpoint
CREATE TRIGGER events_search_row_changed AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION search_event_changed();
--> statement-breakpoint
CREATE TRIGGER listings_search_table_emptied AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_table_emptied();
--> statement-breakpoint
CREATE TRIGGER events_search_table_emptied AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION search_table_emptied();
--> statement-breakpoint
DROP TRIGGER listings_search_content_changed ON listings;
--> statement-breakpoint
DROP TRIGGER events_search_content_changed ON events;
--> statement-breakpoint
DROP FUNCTION search_content_changed();
--> statement-breakpoint
DROP SEQUENCE search_content_changes;
