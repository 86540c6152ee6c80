import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingSummary } from "@lwl/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

/** GET /api/listings/top-searches: the most searched listings, for "Top Searches This Month". */
export function getTopSearches(size: number, signal?: AbortSignal) {
  return getJson<ListingSummary[]>(withQuery(`${SERVICE_BASE.listings}/listings/top-searches`, { size }), signal);
}

export function topSearchesQuery(size: number) {
  return queryOptions({
    queryKey: ["listings", "top-searches", size] as const,
    queryFn: ({ signal }) => getTopSearches(size, signal),
  });
}

export function useTopSearches(size: number) {
  return useQuery(topSearchesQuery(size));
}
