import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingSummary, ListingType } from "@lwl/contracts/listings";
import type { Page } from "@lwl/contracts/paging";
import { queryOptions } from "@tanstack/react-query";
import { getJson, withQuery } from "../http.ts";

/** GET /api/listings/type/{type}: published listings of one type, paged, alphabetically (the browse pages). */
export function getListingsByType(type: ListingType, page: number, size: number, signal?: AbortSignal) {
  const path = withQuery(`${SERVICE_BASE.listings}/listings/type/${type.toLowerCase()}`, { page, size });
  return getJson<Page<ListingSummary>>(path, signal);
}

export function listingsByTypeQuery(type: ListingType, page: number, size: number) {
  return queryOptions({
    queryKey: ["listings", "type", type, page, size] as const,
    queryFn: ({ signal }) => getListingsByType(type, page, size, signal),
  });
}
