import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { MyReview } from "@lwl/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { invalidateReviews, reviewKeys } from "./review-cache.ts";

/** DELETE /api/reviews/{id} (204): the author takes their review down, approved version and pending edit alike. */
export function deleteReview(reviewId: number) {
  return authorizedJson<null>(`${SERVICE_BASE.listings}/reviews/${reviewId}`, { method: "DELETE" });
}

export function useDeleteReview(listingId: number, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => deleteReview(reviewId),
    onSuccess: async () => {
      queryClient.setQueryData<MyReview>(reviewKeys.mine(listingId, viewerId), { review: null, refusal: null });
      await invalidateReviews(queryClient, listingId);
    },
  });
}
