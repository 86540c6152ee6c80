import type { Comparison } from "@lwl/contracts/compare";
import { SERVICE_BASE } from "@lwl/contracts/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";

/** GET /api/listings/compare?ids=…: the listings side by side, as rows of facts (the ids as the address gave them). */
export function getComparison(ids: string, signal?: AbortSignal) {
  return getJson<Comparison>(`${SERVICE_BASE.listings}/listings/compare?ids=${encodeURIComponent(ids)}`, signal);
}

function comparisonQuery(ids: string) {
  return queryOptions({
    queryKey: ["compare", ids],
    queryFn: ({ signal }) => getComparison(ids, signal),
    // A 400 says what is wrong with the address: asking again answers the same.
    retry: false,
    // No ids, nothing to ask: the page says how to pick some.
    enabled: ids !== "",
  });
}

export function useComparison(ids: string) {
  return useQuery(comparisonQuery(ids));
}
