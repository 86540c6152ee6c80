-- listings.search_count gave `searchCount` a second meaning (issue 24.5): the public detail answered the
-- listing's search clicks in the month that ranks "Top Searches This Month" (search_click_counts), every
-- other answer (an owner's views of create, update and manage) this column, which only the seeds wrote
-- and nothing ranked or filtered by (migration 0017 dropped its index). Every answer now reads the
-- ranking month's count from search_click_counts, and the demo seeds keep their per-listing figure to
-- themselves, so the column goes.
ALTER TABLE "listings" DROP COLUMN "search_count";
