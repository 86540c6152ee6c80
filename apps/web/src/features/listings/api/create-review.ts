import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { MyReview, OwnReview, ReviewWriteInput } from "@lwl/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviews, reviewKeys } from "./review-cache.ts";

/** POST /api/listings/{id}/reviews: a new review, waiting for moderation (201 with the author's view of it). */
export function createReview(listingId: number, review: ReviewWriteInput) {
  return authorizedJson<OwnReview>(`${SERVICE_BASE.listings}/listings/${listingId}/reviews`, {
    method: "POST",
    body: review,
  });
}

/** The new review shows at once as the viewer's own (pending); every review answer of the listing is asked again. */
export function useCreateReview(listingId: number, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewWriteInput) => createReview(listingId, review),
    onSuccess: async (review) => {
      queryClient.setQueryData<MyReview>(reviewKeys.mine(listingId, viewerId), { review, refusal: null });
      await invalidateReviews(queryClient, listingId);
    },
  });
}
