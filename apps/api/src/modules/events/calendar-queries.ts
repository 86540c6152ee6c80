import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

export const calendarEventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  address: events.address,
  onlineUrl: events.onlineUrl,
  updatedAt: events.updatedAt,
};
export type CalendarEventRow = Awaited<ReturnType<typeof findListingCalendarRows>>[number];

/** A listing's published events that have not ended before `since` (the feed keeps 90 days of the past). */
export function findListingCalendarRows(db: Database, listingId: number, since: Date) {
  return db
    .select(calendarEventColumns)
    .from(events)
    .where(
      and(
        eq(events.listingId, listingId),
        isVisible(events.status),
        gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, since),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

export function findListingName(db: Database, listingId: number) {
  return db
    .select({ name: listings.name, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .then((rows) => rows[0]);
}
