import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";
import type { Review } from "@lwl/contracts/reviews";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { type ReviewListQuery, reviewKeys } from "./review-cache.ts";

/**
 * GET /api/listings/{id}/reviews?page&size&sort&kind: the approved reviews, paged. A signed-in viewer
 * sends their token, so each review says whether they voted on it, reported it or wrote it.
 */
export function getListingReviews(
  listingId: number,
  query: ReviewListQuery,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<Page<Review>> {
  const path = withQuery(`${SERVICE_BASE.listings}/listings/${listingId}/reviews`, {
    page: query.page,
    size: query.size,
    sort: query.sort,
    kind: query.kind,
  });
  return signedIn ? authorizedJson<Page<Review>>(path, { signal }) : getJson<Page<Review>>(path, signal);
}

/** `viewerId`: the signed-in user's id, or null for a visitor. */
export function listingReviewsQuery(listingId: number, viewerId: string | null, query: ReviewListQuery) {
  return queryOptions({
    queryKey: reviewKeys.list(listingId, viewerId, query),
    queryFn: ({ signal }) => getListingReviews(listingId, query, viewerId !== null, signal),
  });
}

/** Asked once the session is known (`enabled`), so a signed-in viewer's first answer already has their marks. */
export function useListingReviews(
  listingId: number,
  viewerId: string | null,
  query: ReviewListQuery,
  enabled: boolean,
) {
  // The page shown stays on screen while the next page, order or filter loads.
  return useQuery({ ...listingReviewsQuery(listingId, viewerId, query), enabled, placeholderData: keepPreviousData });
}
