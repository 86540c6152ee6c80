-- The search index follows listings' ratings (issue 26 item 5: sort by rating, "4 stars and up"). A
-- review decision rewrites the listing's row of listing_ratings (migration 0021's trigger), not the
-- listing: this leaves the listing's id in the change feed (migration 0019), in the same transaction,
-- so every instance reloads that one listing, whoever decided (the app, another instance, a script).
-- The index's version of a listing counts its ratings row too (index/queries.ts LISTING_VERSION).
CREATE FUNCTION search_rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (kind, row_id)
    VALUES ('listing', CASE WHEN TG_OP = 'DELETE' THEN OLD.listing_id ELSE NEW.listing_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_ratings_search_row_changed AFTER INSERT OR UPDATE OR DELETE ON listing_ratings
  FOR EACH ROW EXECUTE FUNCTION search_rating_changed();
