import { formatAddress } from "@lwl/contracts/address";
import { slugify } from "@lwl/contracts/slug";
import { notFound } from "../../shared/http-error.ts";
import { htmlToText } from "../content/html.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import * as calendarQueries from "./calendar-queries.ts";
import { type IcsEvent, renderCalendar } from "./ics.ts";
import * as queries from "./queries.ts";
import type { EventsDeps } from "./service.ts";

export interface CalendarDeps extends EventsDeps {
  /** The site's public origin: absolute event URLs, and the host part of every UID. */
  publicUrl: string;
}

/** A downloaded .ics names the event, e.g. "open-house-2026.ics". */
export interface IcsFile {
  filename: string;
  body: string;
}

/** Past events stay in a subscribed feed this long, so last month's open house does not vanish at once. */
export const FEED_PAST_DAYS = 90;

type EventFields = Pick<
  calendarQueries.CalendarEventRow,
  "id" | "title" | "description" | "startsAt" | "endsAt" | "timeZone" | "address" | "onlineUrl" | "updatedAt"
>;

/** The same path the web app links to (apps/web/src/lib/paths.ts eventPath). */
function eventPagePath(event: { id: number; title: string }): string {
  return `/eventdescription/${event.id}/${slugify(event.title) || "event"}`;
}

function toIcsEvent(deps: CalendarDeps, event: EventFields): IcsEvent {
  const base = deps.publicUrl.replace(/\/+$/, "");
  return {
    // Stable for the life of the event, so re-importing or re-fetching updates instead of duplicating.
    uid: `event-${event.id}@${new URL(base).hostname}`,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    summary: event.title,
    description: htmlToText(event.description),
    location: event.address ? formatAddress(event.address) : event.onlineUrl,
    url: `${base}${eventPagePath(event)}`,
    stamp: event.updatedAt,
  };
}

/** GET /api/events/{id}.ics: one published event of a published listing, as a calendar file. */
export async function eventCalendar(deps: CalendarDeps, id: number): Promise<IcsFile> {
  const found = await queries.findEventWithListing(deps.db, id);
  if (!found || !isVisibleStatus(found.event.status) || !isVisibleStatus(found.listing.status)) {
    throw notFound("Event", id);
  }
  return {
    filename: `${slugify(found.event.title) || "event"}.ics`,
    body: renderCalendar({ events: [toIcsEvent(deps, found.event)] }),
  };
}

/** GET /api/events/listing/{listingId}.ics: a subscribable feed of a published listing's events. */
export async function listingCalendar(deps: CalendarDeps, listingId: number): Promise<IcsFile> {
  const now = deps.now();
  const listing = await calendarQueries.findListingName(deps.db, listingId);
  if (!listing || !isVisibleStatus(listing.status)) throw notFound("Listing", listingId);
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await calendarQueries.findListingCalendarRows(deps.db, listingId, since);
  return {
    filename: `${slugify(listing.name) || "listing"}-events.ics`,
    body: renderCalendar({ name: `${listing.name} events`, events: rows.map((row) => toIcsEvent(deps, row)) }),
  };
}
