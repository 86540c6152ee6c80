import type { Page } from "@lwl/contracts/paging";
import type { Review, ReviewerKind, ReviewSort } from "@lwl/contracts/reviews";
import type { QueryClient } from "@tanstack/react-query";
import { PRIVATE_QUERY_ROOT } from "../../../lib/private-queries.ts";

/** The list's query: which page, in which order, by whom (null: every kind of reviewer). */
export interface ReviewListQuery {
  page: number;
  size: number;
  sort: ReviewSort;
  kind: ReviewerKind | null;
}

/**
 * A listing's reviews in the query cache. The summary and a visitor's list are public; a signed-in
 * viewer's list (it says which reviews they voted on, reported or wrote) and their own review belong
 * to them, so those keys sit under the private root and go when they sign out.
 */
export const reviewKeys = {
  public: (listingId: number) => ["reviews", listingId] as const,
  summary: (listingId: number) => [...reviewKeys.public(listingId), "summary"] as const,
  list: (listingId: number, viewerId: string | null, query: ReviewListQuery) =>
    viewerId === null
      ? ([...reviewKeys.public(listingId), "list", query] as const)
      : ([...reviewKeys.private(listingId), "list", viewerId, query] as const),
  private: (listingId: number) => [PRIVATE_QUERY_ROOT, "reviews", listingId] as const,
  /** Every list a signed-in viewer has seen of this listing (to mark a vote or report in them). */
  viewerLists: (listingId: number) => [...reviewKeys.private(listingId), "list"] as const,
  mine: (listingId: number, viewerId: string) => [...reviewKeys.private(listingId), "mine", viewerId] as const,
};

/**
 * After a review write: every cached answer about the listing's reviews is out of date. `refetchType`
 * "none" only marks them stale (a vote or report must not reorder the list under the reader's eyes);
 * they are asked again when next shown.
 */
export async function invalidateReviews(
  queryClient: QueryClient,
  listingId: number,
  refetchType: "active" | "none" = "active",
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.public(listingId), refetchType }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.private(listingId), refetchType }),
  ]);
}

/**
 * After a reply write: the lists are out of date (an Administrator's reply shows at once, a deleted one
 * goes at once). The viewer's lists (whose reviews carry the owner's reply state, `ownReply`, set from
 * the write's answer meanwhile) are asked again now; a visitor's only when next shown. The summary stays.
 */
export async function invalidateReviewLists(queryClient: QueryClient, listingId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...reviewKeys.public(listingId), "list"], refetchType: "none" }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.viewerLists(listingId) }),
  ]);
}

/** Changes one review in every list of the listing that the signed-in viewer has loaded. */
export function updateReviewInViewerLists(
  queryClient: QueryClient,
  listingId: number,
  reviewId: number,
  change: (review: Review) => Review,
): void {
  queryClient.setQueriesData<Page<Review>>({ queryKey: reviewKeys.viewerLists(listingId) }, (page) =>
    page
      ? { ...page, content: page.content.map((review) => (review.id === reviewId ? change(review) : review)) }
      : page,
  );
}
