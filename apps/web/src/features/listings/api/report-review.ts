import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ReviewReportWrite } from "@lwl/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HttpError } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviews, updateReviewInViewerLists } from "./review-cache.ts";

/**
 * POST /api/reviews/{id}/reports (204): once per user; the review goes back to the moderation queue.
 * A 409 means this user reported it already: that is what they asked for, so it counts as done.
 */
export async function reportReview(reviewId: number, report: ReviewReportWrite): Promise<void> {
  try {
    await authorizedJson<null>(`${SERVICE_BASE.listings}/reviews/${reviewId}/reports`, {
      method: "POST",
      body: report,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return;
    throw error;
  }
}

export function useReportReview(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, report }: { reviewId: number; report: ReviewReportWrite }) =>
      reportReview(reviewId, report),
    onSuccess: async (_answer, { reviewId }) => {
      updateReviewInViewerLists(queryClient, listingId, reviewId, (review) => ({ ...review, reported: true }));
      await invalidateReviews(queryClient, listingId, "none");
    },
  });
}
