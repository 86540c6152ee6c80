import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Listing } from "@lwl/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";

/** GET /api/listings/{id}: one published listing with its description, address, contact and details. */
export function getListing(id: number, signal?: AbortSignal) {
  return getJson<Listing>(`${SERVICE_BASE.listings}/listings/${id}`, signal);
}

export function listingQuery(id: number) {
  return queryOptions({
    queryKey: ["listing", id] as const,
    queryFn: ({ signal }) => getListing(id, signal),
  });
}

export function useListing(id: number | null) {
  return useQuery({ ...listingQuery(id ?? 0), enabled: id !== null });
}
