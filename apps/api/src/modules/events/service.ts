import type { EventDetail, EventSummary } from "@lwl/contracts/events";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { Database } from "../../db/client.ts";
import { cachedCount } from "../../plugins/count-cache.ts";
import { notFound } from "../../plugins/http-error.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { toEventDetail, toEventSummary } from "./mappers.ts";
import * as queries from "./queries.ts";

/** Visitors see an event only when it and its listing are both published. */
export async function getPublishedEvent(db: Database, id: number): Promise<EventDetail> {
  const found = await queries.findEventWithListing(db, id);
  if (!found || !isVisibleStatus(found.event.status) || !isVisibleStatus(found.listing.status)) {
    throw notFound("Event", id);
  }
  return toEventDetail(found.event, found.listing);
}

export async function listPublishedEvents(
  db: Database,
  filter: queries.EventFilter,
  page: PageQuery,
): Promise<Page<EventSummary>> {
  const [rows, total] = await Promise.all([
    queries.findVisibleEventRows(db, filter, page),
    cachedCount(db, `events:${filter.listingId ?? "*"}:${filter.when}`, () => queries.countVisibleEvents(db, filter)),
  ]);
  return toPage(rows.map(toEventSummary), page, total);
}

/** Events of one listing; an unknown or unpublished listing is a 404, not an empty page. */
export async function listEventsOfListing(
  db: Database,
  listingId: number,
  when: queries.EventWhen,
  page: PageQuery,
): Promise<Page<EventSummary>> {
  const listing = await queries.listingExists(db, listingId);
  if (!listing || !isVisibleStatus(listing.status)) throw notFound("Listing", listingId);
  return listPublishedEvents(db, { listingId, when }, page);
}
