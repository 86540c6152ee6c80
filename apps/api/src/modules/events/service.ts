import type { EventDetail, EventSummary } from "@lwl/contracts/events";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { notFound } from "../../shared/http-error.ts";
import { cachedCount } from "../../shared/page-totals.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { cachedContent, contentKeys } from "../content-cache/service.ts";
import { toEventDetail, toEventSummary } from "./mappers.ts";
import * as queries from "./queries.ts";

export interface EventsDeps {
  db: Database;
  /** What "upcoming" and "past" are measured against, and how long a page total is kept. */
  now: Clock;
}

/** A page of events, and which of them: upcoming, past or all. */
export type EventListQuery = PageQuery & { when: queries.EventWhen };

/** Visitors see an event only when it and its listing are both published. */
export function getPublishedEvent(deps: EventsDeps, id: number): Promise<EventDetail> {
  return cachedContent(deps.db, contentKeys.event(id), () => loadPublishedEvent(deps, id));
}

async function loadPublishedEvent(deps: EventsDeps, id: number): Promise<EventDetail> {
  const found = await queries.findEventWithListing(deps.db, id);
  if (!found || !isVisibleStatus(found.event.status) || !isVisibleStatus(found.listing.status)) {
    throw notFound("Event", id);
  }
  return toEventDetail(found.event, found.listing);
}

export async function listPublishedEvents(
  deps: EventsDeps,
  { when, ...page }: EventListQuery,
  listingId?: number,
): Promise<Page<EventSummary>> {
  const filter: queries.EventFilter = { listingId, when, now: deps.now() };
  const [rows, total] = await Promise.all([
    queries.findVisibleEventRows(deps.db, filter, page),
    cachedCount(
      deps.db,
      `events:${listingId ?? "*"}:${when}`,
      () => queries.countVisibleEvents(deps.db, filter),
      deps.now,
    ),
  ]);
  return toPage(rows.map(toEventSummary), page, total);
}

/** Events of one listing; an unknown or unpublished listing is a 404, not an empty page. */
export async function listEventsOfListing(
  deps: EventsDeps,
  listingId: number,
  query: EventListQuery,
): Promise<Page<EventSummary>> {
  const listing = await queries.listingExists(deps.db, listingId);
  if (!listing || !isVisibleStatus(listing.status)) throw notFound("Listing", listingId);
  return listPublishedEvents(deps, query, listingId);
}
