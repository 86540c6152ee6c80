/**
 * A listing's approved reviews as its cards show them (issue 26): the sums the `listing_ratings` table
 * keeps (a trigger on reviews, migration 0021), read beside any select of listings, and the stars and
 * count they make. Listings, search and the pipeline's listing view all read them this one way.
 */
import { shownAverage } from "@lwl/contracts/rating-score";
import type { RatingSummary } from "@lwl/contracts/reviews";
import { sql } from "drizzle-orm";

/**
 * Correlated lookups by primary key, so any select from `listings` (a join, a subquery, the pipeline's
 * row) can carry them. The outer column is written out in full: drizzle leaves column names unqualified
 * in a one-table select, which a subquery would read as its own table's.
 */
const sumOf = (column: "review_count" | "rating_sum") =>
  sql<number>`coalesce((select lr.${sql.raw(column)} from listing_ratings lr where lr.listing_id = "listings"."id"), 0)`.mapWith(
    Number,
  );

export const listingRatingColumns = {
  reviewCount: sumOf("review_count"),
  ratingSum: sumOf("rating_sum"),
};

/** The plain mean to one decimal (null without reviews) and the count. */
export function ratingSummaryOf(row: { reviewCount: number; ratingSum: number }): RatingSummary {
  return {
    average: shownAverage({ count: row.reviewCount, sum: row.ratingSum }),
    count: row.reviewCount,
  };
}
