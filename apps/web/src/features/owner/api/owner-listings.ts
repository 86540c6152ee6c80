import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingWrite, OwnerListing, OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { Page } from "@lwl/contracts/paging";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { ownerKeys } from "./owner-keys.ts";

const base = `${SERVICE_BASE.listings}/listings`;

/** The most an owner's lists ask for at once; an owner with more sees the first ones (none does yet). */
export const OWNER_LIST_SIZE = 100;

/** GET /api/listings/{id}/manage with the owner's token: the listing in any status, with its moderation state. */
export function getOwnerListing(id: number, signal?: AbortSignal): Promise<OwnerListing> {
  return authorizedJson<OwnerListing>(`${base}/${id}/manage`, { signal });
}

export function ownerListingQuery(id: number) {
  return queryOptions({ queryKey: ownerKeys.listing(id), queryFn: ({ signal }) => getOwnerListing(id, signal) });
}

export function useOwnerListing(id: number | null) {
  return useQuery({ ...ownerListingQuery(id ?? 0), enabled: id !== null, retry: false });
}

/** GET /api/listings/author/{authorId}: the author's listings in every status (an administrator's too). */
export function useAuthorListings(authorId: string) {
  return useQuery({
    queryKey: ownerKeys.listingsOf(authorId),
    queryFn: ({ signal }) =>
      authorizedJson<Page<OwnerListingSummary>>(
        `${base}/author/${encodeURIComponent(authorId)}?page=0&size=${OWNER_LIST_SIZE}`,
        { signal },
      ),
  });
}

/** POST /api/listings, or PUT /api/listings/{id} when editing; answers the owner's view. */
export function useSaveListing(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: ListingWrite) =>
      id === null
        ? authorizedJson<OwnerListing>(base, { method: "POST", body: listing })
        : authorizedJson<OwnerListing>(`${base}/${id}`, { method: "PUT", body: listing }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownerKeys.listing(saved.id), saved);
      // The dashboard and the public pages read the listing again.
      void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["listing", saved.id] });
    },
  });
}
