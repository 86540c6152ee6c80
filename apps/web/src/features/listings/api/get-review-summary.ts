import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ReviewSummary } from "@lwl/contracts/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";
import { reviewKeys } from "./review-cache.ts";

/** GET /api/listings/{id}/reviews/summary: the score, count, stars, topic averages and kinds of reviewer. */
export function getReviewSummary(listingId: number, signal?: AbortSignal) {
  return getJson<ReviewSummary>(`${SERVICE_BASE.listings}/listings/${listingId}/reviews/summary`, signal);
}

export function reviewSummaryQuery(listingId: number) {
  return queryOptions({
    queryKey: reviewKeys.summary(listingId),
    queryFn: ({ signal }) => getReviewSummary(listingId, signal),
  });
}

export function useReviewSummary(listingId: number) {
  return useQuery(reviewSummaryQuery(listingId));
}
