-- The search index in memory (docs/decisions/0019-search-index-in-memory.md) asks every few seconds
-- whether listings or events changed behind its back (another instance's lost notification, clicks on
-- another instance, a script). A sequence moved by every statement that writes them answers that at
-- no cost: reading it touches no table, and nextval takes no lock a writer could wait on.
CREATE SEQUENCE search_content_changes;
--> statement-breakpoint
CREATE FUNCTION search_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_content_changes');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_search_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_content_changed();
--> statement-breakpoint
CREATE TRIGGER events_search_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION search_content_changed();
