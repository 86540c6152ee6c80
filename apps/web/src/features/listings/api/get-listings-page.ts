import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingSummary } from "@lwl/contracts/listings";
import type { Page } from "@lwl/contracts/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

/** GET /api/listings: every published listing, paged. */
export function getListingsPage(page: number, size: number, signal?: AbortSignal) {
  return getJson<Page<ListingSummary>>(withQuery(`${SERVICE_BASE.listings}/listings`, { page, size }), signal);
}

export function listingsPageQuery(page: number, size: number) {
  return queryOptions({
    queryKey: ["listings", "all", page, size] as const,
    queryFn: ({ signal }) => getListingsPage(page, size, signal),
  });
}

export function useListingsPage(page: number, size: number, enabled = true) {
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...listingsPageQuery(page, size), enabled, placeholderData: keepPreviousData });
}
