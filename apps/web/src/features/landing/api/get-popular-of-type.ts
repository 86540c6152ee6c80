import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingSummary, ListingType } from "@lwl/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

/**
 * GET /api/listings/type/{type}/popular: a landing section's selection of one type, the most searched
 * with one city after another (the browse pages list them all alphabetically).
 */
export function getPopularOfType(type: ListingType, size: number, signal?: AbortSignal) {
  const path = withQuery(`${SERVICE_BASE.listings}/listings/type/${type.toLowerCase()}/popular`, { size });
  return getJson<ListingSummary[]>(path, signal);
}

export function popularOfTypeQuery(type: ListingType, size: number) {
  return queryOptions({
    queryKey: ["listings", "popular", type, size] as const,
    queryFn: ({ signal }) => getPopularOfType(type, size, signal),
  });
}

export function usePopularOfType(type: ListingType, size: number) {
  return useQuery(popularOfTypeQuery(type, size));
}
