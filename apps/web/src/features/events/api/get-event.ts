import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EventDetail } from "@lwl/contracts/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";

/** GET /api/events/{id}: one published event with its place, links and listing. */
export function getEvent(id: number, signal?: AbortSignal) {
  return getJson<EventDetail>(`${SERVICE_BASE.listings}/events/${id}`, signal);
}

export function eventQuery(id: number) {
  return queryOptions({
    queryKey: ["events", "detail", id] as const,
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

export function useEvent(id: number | null) {
  return useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });
}
