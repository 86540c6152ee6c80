import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { ListingSummary } from "@lwl/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

/** GET /api/listings/hand-picked: listings the editors chose for the landing page. */
export function getHandPicked(size: number, signal?: AbortSignal) {
  return getJson<ListingSummary[]>(withQuery(`${SERVICE_BASE.listings}/listings/hand-picked`, { size }), signal);
}

export function handPickedQuery(size: number) {
  return queryOptions({
    queryKey: ["listings", "hand-picked", size] as const,
    queryFn: ({ signal }) => getHandPicked(size, signal),
  });
}

export function useHandPicked(size: number) {
  return useQuery(handPickedQuery(size));
}
