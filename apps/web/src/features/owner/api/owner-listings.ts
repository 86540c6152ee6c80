import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingWrite, OwnerListing, OwnerListingSummary } from "@lwl/contracts/listing-writes";
import { ownerContentApi, useOwnerList } from "./owner-content.ts";
import { ownerKeys } from "./owner-keys.ts";

const base = `${SERVICE_BASE.listings}/listings`;

/** GET /api/listings/{id}/manage, and POST /api/listings or PUT /api/listings/{id}; a save answers the owner's view. */
export const ownerListingsApi = ownerContentApi<OwnerListing, ListingWrite>({
  base,
  key: ownerKeys.listing,
  publicKey: (id) => ["listing", id],
});

/** GET /api/listings/author/{authorId}: the author's listings in every status (an administrator's too). */
export function useAuthorListings(authorId: string) {
  return useOwnerList<OwnerListingSummary>(
    ownerKeys.listingsOf(authorId),
    `${base}/author/${encodeURIComponent(authorId)}`,
  );
}
