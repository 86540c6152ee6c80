/**
 * What a listing's owner sees they get (issue 27 item 6): per listing and month, views of its detail
 * page, times it was shortlisted and enquiries sent, counted by the server without personal data.
 *
 * Calls (listing service, /api):
 * - POST /api/listings/{id}/views -> 204: the detail page was shown (the web sends it once per visit).
 *   Counts once per visitor (a hash of the address), listing and day in the site's time zone.
 * - GET /api/listings/{id}/stats -> `listingStatsSchema`: the last LISTING_STATS_MONTHS months, newest
 *   first, months without any count as zeros. The listing's owner and administrators only.
 */
import { z } from "zod";

/** How many months the owner's dashboard shows, the current one included. */
export const LISTING_STATS_MONTHS = 6;

const listingMonthCountsSchema = z.object({
  /** The month in the site's time zone, as 2026-11. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  views: z.number().int(),
  shortlisted: z.number().int(),
  enquiries: z.number().int(),
});

export const listingStatsSchema = z.object({
  listingId: z.number().int(),
  /** Newest first. */
  months: z.array(listingMonthCountsSchema),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;
