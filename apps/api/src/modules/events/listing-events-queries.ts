/** The events of one listing for its owner's list (GET /api/events/listing/{listingId}/all), in every status or the published ones. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

const ofListing = (listingId: number, publishedOnly: boolean) =>
  and(eq(events.listingId, listingId), publishedOnly ? isVisible(events.status) : undefined);

/** The events of a listing, latest start first (any status for its owner). */
export function findListingEventRows(
  db: Database,
  listingId: number,
  page: { page: number; size: number },
  publishedOnly: boolean,
) {
  return db
    .select({ event: events, listingName: listings.name })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(ofListing(listingId, publishedOnly))
    .orderBy(sql`${events.startsAt} desc`, events.id)
    .limit(page.size)
    .offset(page.page * page.size);
}

export async function countListingEvents(db: Database, listingId: number, publishedOnly: boolean): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(events)
    .where(ofListing(listingId, publishedOnly));
  return row?.value ?? 0;
}
