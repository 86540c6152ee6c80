import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EventSummary } from "@lwl/contracts/events";
import type { Page } from "@lwl/contracts/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

export const EVENT_TIMEFRAMES = ["all", "upcoming", "past"] as const;
export type EventTimeframe = (typeof EVENT_TIMEFRAMES)[number];

/** GET /api/events: published events, paged; "all" lists upcoming ones first. */
export function getEventsPage(when: EventTimeframe, page: number, size: number, signal?: AbortSignal) {
  return getJson<Page<EventSummary>>(withQuery(`${SERVICE_BASE.listings}/events`, { page, size, when }), signal);
}

export function eventsPageQuery(when: EventTimeframe, page: number, size: number) {
  return queryOptions({
    queryKey: ["events", "all", when, page, size] as const,
    queryFn: ({ signal }) => getEventsPage(when, page, size, signal),
  });
}

export function useEventsPage(when: EventTimeframe, page: number, size: number) {
  return useQuery({ ...eventsPageQuery(when, page, size), placeholderData: keepPreviousData });
}
