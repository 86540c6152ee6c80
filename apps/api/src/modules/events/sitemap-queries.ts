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
