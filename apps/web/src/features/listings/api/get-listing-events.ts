import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EventSummary } from "@lwl/contracts/events";
import type { Page } from "@lwl/contracts/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

/** GET /api/events/listing/{listingId}?when=upcoming: what a listing has coming up. */
export function getListingUpcomingEvents(listingId: number, size: number, signal?: AbortSignal) {
  const path = withQuery(`${SERVICE_BASE.listings}/events/listing/${listingId}`, { page: 0, size, when: "upcoming" });
  return getJson<Page<EventSummary>>(path, signal);
}

export function listingUpcomingEventsQuery(listingId: number, size: number) {
  return queryOptions({
    queryKey: ["events", "listing", listingId, "upcoming", size] as const,
    queryFn: ({ signal }) => getListingUpcomingEvents(listingId, size, signal),
  });
}

export function useListingUpcomingEvents(listingId: number, size: number) {
  // Asking for more keeps the events already shown on screen until the longer list arrives.
  return useQuery({ ...listingUpcomingEventsQuery(listingId, size), placeholderData: keepPreviousData });
}
