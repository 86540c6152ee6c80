import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { MyReview } from "@lwl/contracts/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { reviewKeys } from "./review-cache.ts";

/**
 * GET /api/listings/{id}/reviews/mine: the signed-in viewer's own review of the listing in any status,
 * and why they may not write one (null: they may).
 */
export function getMyReview(listingId: number, signal?: AbortSignal) {
  return authorizedJson<MyReview>(`${SERVICE_BASE.listings}/listings/${listingId}/reviews/mine`, { signal });
}

export function myReviewQuery(listingId: number, viewerId: string) {
  return queryOptions({
    queryKey: reviewKeys.mine(listingId, viewerId),
    queryFn: ({ signal }) => getMyReview(listingId, signal),
  });
}

/** Asked for a signed-in viewer only (`viewerId` null: a visitor, nothing is asked). */
export function useMyReview(listingId: number, viewerId: string | null) {
  return useQuery({ ...myReviewQuery(listingId, viewerId ?? ""), enabled: viewerId !== null });
}
