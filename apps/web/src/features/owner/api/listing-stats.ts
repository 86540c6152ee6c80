import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingStats } from "@lwl/contracts/listing-stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { ownerKeys } from "./owner-keys.ts";

/** GET /api/listings/{id}/stats: views, times shortlisted and enquiries per month, for its owner (issue 27 item 6). */
export function getListingStats(listingId: number, signal?: AbortSignal): Promise<ListingStats> {
  return authorizedJson<ListingStats>(`${SERVICE_BASE.listings}/listings/${listingId}/stats`, { signal });
}

export const listingStatsQuery = (listingId: number) =>
  queryOptions({ queryKey: ownerKeys.statsOf(listingId), queryFn: ({ signal }) => getListingStats(listingId, signal) });

export function useListingStats(listingId: number) {
  return useQuery(listingStatsQuery(listingId));
}
