import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Lookup } from "@lwl/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../http.ts";
import { labelFor } from "./lookup-label.ts";

/** GET /api/eventAccessibility: who may attend an event. */
export function getEventAccessibility(signal?: AbortSignal) {
  return getJson<Lookup[]>(`${SERVICE_BASE.listings}/eventAccessibility`, signal);
}

export const eventAccessibilityQuery = queryOptions({
  queryKey: ["lookups", "eventAccessibility"] as const,
  queryFn: ({ signal }) => getEventAccessibility(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useEventAccessibilityLabel(code: string): string {
  const { data } = useQuery(eventAccessibilityQuery);
  return labelFor(data, code);
}
