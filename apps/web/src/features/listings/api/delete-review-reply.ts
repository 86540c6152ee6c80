import { SERVICE_BASE } from "@lwl/contracts/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviewLists, updateReviewInViewerLists } from "./review-cache.ts";

/** DELETE /api/reviews/{id}/reply (204): the owner takes their reply down, approved version and pending edit alike. */
export function deleteReviewReply(reviewId: number) {
  return authorizedJson<null>(`${SERVICE_BASE.listings}/reviews/${reviewId}/reply`, { method: "DELETE" });
}

/** The reply goes from the page at once (the owner's state and the shown response); the lists are asked again. */
export function useDeleteReviewReply(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => deleteReviewReply(reviewId),
    onSuccess: async (_answer, reviewId) => {
      updateReviewInViewerLists(queryClient, listingId, reviewId, (review) => ({
        ...review,
        reply: null,
        ownReply: null,
      }));
      await invalidateReviewLists(queryClient, listingId);
    },
  });
}
