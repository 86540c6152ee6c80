import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

/** Id, slug and last change of every published event of a published listing, by id. */
export function findPublishedEventEntries(db: Database) {
  return db
    .select({ id: events.id, slug: events.slug, lastModified: events.updatedAt })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(and(isVisible(events.status), isVisible(listings.status)))
    .orderBy(asc(events.id));
}

/** Whether an event with this id and its listing are both published: one row by primary key. */
export async function isEventPublished(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(and(eq(events.id, id), isVisible(events.status), isVisible(listings.status)));
  return rows.length > 0;
}
