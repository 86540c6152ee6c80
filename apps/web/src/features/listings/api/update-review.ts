import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { MyReview, OwnReview, ReviewWriteInput } from "@lwl/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviews, reviewKeys } from "./review-cache.ts";

/** PUT /api/reviews/{id}: the author's whole review again; an approved one keeps showing until the edit is approved. */
export function updateReview(reviewId: number, review: ReviewWriteInput) {
  return authorizedJson<OwnReview>(`${SERVICE_BASE.listings}/reviews/${reviewId}`, { method: "PUT", body: review });
}

export function useUpdateReview(listingId: number, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, review }: { reviewId: number; review: ReviewWriteInput }) =>
      updateReview(reviewId, review),
    onSuccess: async (review) => {
      queryClient.setQueryData<MyReview>(reviewKeys.mine(listingId, viewerId), (cached) => ({
        review,
        refusal: cached?.refusal ?? null,
      }));
      await invalidateReviews(queryClient, listingId);
    },
  });
}
