import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Lookup } from "@lwl/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../http.ts";
import { labelFor } from "./lookup-label.ts";

/** GET /api/eventType: the codes events carry and the labels people read. Shared by event cards and pages. */
export function getEventTypes(signal?: AbortSignal) {
  return getJson<Lookup[]>(`${SERVICE_BASE.listings}/eventType`, signal);
}

export const eventTypesQuery = queryOptions({
  queryKey: ["lookups", "eventType"] as const,
  queryFn: ({ signal }) => getEventTypes(signal),
  // Lookups change only when an administrator edits them: one fetch per visit is enough.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The label of an event type code; the code itself, readable, until the list has loaded. */
export function useEventTypeLabel(code: string): string {
  const { data } = useQuery(eventTypesQuery);
  return labelFor(data, code);
}
