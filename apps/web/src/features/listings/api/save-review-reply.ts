import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { OwnReply, ReplyWrite } from "@lwl/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviewLists, updateReviewInViewerLists } from "./review-cache.ts";

/**
 * PUT /api/reviews/{id}/reply: writes or edits the one reply to a review. An owner's reply waits for
 * moderation (an edit of an approved one keeps that one up meanwhile); an Administrator's is published.
 */
export function saveReviewReply(reviewId: number, reply: ReplyWrite) {
  return authorizedJson<OwnReply>(`${SERVICE_BASE.listings}/reviews/${reviewId}/reply`, {
    method: "PUT",
    body: reply,
  });
}

/**
 * The answer becomes the owner's reply state (the review's `ownReply`) in the viewer's lists at once;
 * the lists are asked again, so the approved reply shown under the review follows too.
 */
export function useSaveReviewReply(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: ReplyWrite }) => saveReviewReply(reviewId, reply),
    onSuccess: async (saved, { reviewId }) => {
      updateReviewInViewerLists(queryClient, listingId, reviewId, (review) => ({ ...review, ownReply: saved }));
      await invalidateReviewLists(queryClient, listingId);
    },
  });
}
