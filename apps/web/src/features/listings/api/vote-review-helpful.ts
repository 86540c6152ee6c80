import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { HelpfulVote } from "@lwl/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HttpError } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviews, updateReviewInViewerLists } from "./review-cache.ts";

/**
 * POST /api/reviews/{id}/helpful: "Was this helpful?" (once per user), answering the review's new count.
 * A 409 means this user voted already (in another tab, say): null, and the review reads as voted.
 */
export async function voteReviewHelpful(reviewId: number): Promise<HelpfulVote | null> {
  try {
    return await authorizedJson<HelpfulVote>(`${SERVICE_BASE.listings}/reviews/${reviewId}/helpful`, {
      method: "POST",
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return null;
    throw error;
  }
}

/** The vote shows in place (the count from the answer); the lists are asked again only when next shown. */
export function useVoteReviewHelpful(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => voteReviewHelpful(reviewId),
    onSuccess: async (vote, reviewId) => {
      updateReviewInViewerLists(queryClient, listingId, reviewId, (review) => ({
        ...review,
        votedHelpful: true,
        helpfulCount: vote?.helpfulCount ?? review.helpfulCount,
      }));
      await invalidateReviews(queryClient, listingId, "none");
    },
  });
}
