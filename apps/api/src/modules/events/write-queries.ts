import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { events, listings } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

export type EventRow = typeof events.$inferSelect;
const parentColumns = {
  id: listings.id,
  name: listings.name,
  slug: listings.slug,
  type: listings.type,
  status: listings.status,
  authorId: listings.authorId,
};

export async function insertEventRow(db: Database, values: typeof events.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error("event not inserted");
  return row;
}

/** The event and its listing; the event row locked until the transaction ends when `lock` is set. */
export async function findEventForWrite(db: Database, id: number, lock = false) {
  const query = db
    .select({ event: events, listing: parentColumns })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(eq(events.id, id));
  const rows = await (lock ? query.for("update", { of: events }) : query);
  return rows[0];
}

export async function updateEventRow(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof events>,
): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  if (!row) throw new Error("event not updated");
  return row;
}

export async function deleteEventRow(db: Database, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

export const firstPublished = sql`coalesce(${events.publishedAt}, now())`;

export function findEventsWithListingByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ event: events, listing: parentColumns })
    .from(events)
    .innerJoin(listings, eq(listings.id, events.listingId))
    .where(inArray(events.id, ids));
}

const ofListing = (listingId: number, publishedOnly: boolean) =>
  and(eq(events.listingId, listingId), publishedOnly ? isVisible(events.status) : undefined);

export function findListingParent(db: Database, id: number) {
  return db
    .select(parentColumns)
    .from(listings)
    .where(eq(listings.id, id))
    .then((rows) => rows[0]);
}

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
