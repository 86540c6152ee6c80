import type { PageQuery } from "@lwl/contracts/paging";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

export type EventWhen = "upcoming" | "past" | "all";

/** An event is over at `now` once it has ended, or once it has started when it has no end. */
const isOver = (now: Date) => sql`coalesce(${events.endsAt}, ${events.startsAt}) < ${now}`;

export const eventSummaryColumns = {
  id: events.id,
  listingId: events.listingId,
  title: events.title,
  slug: events.slug,
  eventType: events.eventType,
  accessibility: events.accessibility,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  address: events.address,
  onlineUrl: events.onlineUrl,
  coverImage: events.coverImage,
  status: events.status,
  /** For the excerpt, which mappers.ts cuts with the one HTML-to-text rule (content/html.ts). */
  description: events.description,
  listingName: listings.name,
};
export type EventSummaryRow = Awaited<ReturnType<typeof findVisibleEventRows>>[number];

export interface EventFilter {
  listingId?: number | undefined;
  when: EventWhen;
  /** The instant that parts upcoming from past events (the app's clock). */
  now: Date;
}

/** Visitors see published events of published listings only. */
function visibleWhere(filter: EventFilter): SQL | undefined {
  return and(
    isVisible(events.status),
    isVisible(listings.status),
    filter.listingId === undefined ? undefined : eq(events.listingId, filter.listingId),
    filter.when === "upcoming" ? sql`not (${isOver(filter.now)})` : undefined,
    filter.when === "past" ? isOver(filter.now) : undefined,
  );
}

export function findVisibleEventRows(db: Database, filter: EventFilter, page: PageQuery) {
  return (
    db
      .select(eventSummaryColumns)
      .from(events)
      .innerJoin(listings, eq(listings.id, events.listingId))
      .where(visibleWhere(filter))
      // Upcoming first, soonest first; then past ones, most recent first.
      .orderBy(
        sql`${isOver(filter.now)} asc`,
        sql`case when ${isOver(filter.now)} then null else ${events.startsAt} end asc`,
        sql`${events.startsAt} desc`,
        events.id,
      )
      .limit(page.size)
      .offset(page.page * page.size)
  );
}

export async function countVisibleEvents(db: Database, filter: EventFilter): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(visibleWhere(filter));
  return total?.value ?? 0;
}

export async function findEventWithListing(db: Database, id: number) {
  const rows = await db
    .select({
      event: events,
      listing: {
        id: listings.id,
        name: listings.name,
        slug: listings.slug,
        type: listings.type,
        status: listings.status,
      },
    })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(eq(events.id, id));
  return rows[0];
}

export function listingExists(db: Database, listingId: number) {
  return db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .then((rows) => rows[0]);
}
