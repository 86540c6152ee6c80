import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { OwnReply } from "@lwl/contracts/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { HttpError } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { reviewKeys } from "./review-cache.ts";

/**
 * GET /api/reviews/{id}/reply: the listing owner's reply to a review in any status, with its moderation
 * state; the listing's owner or an Administrator only. A 404 means there is no reply yet: null.
 */
export async function getReviewReply(reviewId: number, signal?: AbortSignal): Promise<OwnReply | null> {
  try {
    return await authorizedJson<OwnReply>(`${SERVICE_BASE.listings}/reviews/${reviewId}/reply`, { signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export function reviewReplyQuery(listingId: number, reviewId: number, viewerId: string) {
  return queryOptions({
    queryKey: reviewKeys.reply(listingId, reviewId, viewerId),
    queryFn: ({ signal }) => getReviewReply(reviewId, signal),
  });
}

/** Asked only where the viewer may reply (`enabled`: the review's `canReply`). */
export function useReviewReply(listingId: number, reviewId: number, viewerId: string, enabled: boolean) {
  return useQuery({ ...reviewReplyQuery(listingId, reviewId, viewerId), enabled });
}
