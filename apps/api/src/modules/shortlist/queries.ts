/** The SQL of shortlists and of the compare page: saved items, the listings they name, the owner's counts. */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listings, shortlistItems } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

const savedListingColumns = {
  id: listings.id,
  slug: listings.slug,
  name: listings.name,
  type: listings.type,
  city: listings.city,
  state: listings.state,
  logo: listings.logo,
};

/** A user's saved items whose listing is published now, newest first (a hidden listing comes back when published again). */
export function findShortlist(db: Database, userId: string) {
  return db
    .select({
      listing: savedListingColumns,
      note: shortlistItems.note,
      createdAt: shortlistItems.createdAt,
    })
    .from(shortlistItems)
    .innerJoin(listings, eq(listings.id, shortlistItems.listingId))
    .where(and(eq(shortlistItems.userId, userId), isVisible(listings.status)))
    .orderBy(desc(shortlistItems.createdAt), desc(shortlistItems.listingId));
}
export type ShortlistRow = Awaited<ReturnType<typeof findShortlist>>[number];

export function findItemNotes(db: Database, userId: string) {
  return db
    .select({ listingId: shortlistItems.listingId, note: shortlistItems.note })
    .from(shortlistItems)
    .where(eq(shortlistItems.userId, userId));
}

/** Which of these listings are published (the others cannot be saved). */
export async function findPublishedIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), isVisible(listings.status)));
  return new Set(rows.map((row) => row.id));
}

/** Saves the item unless it is there already: true when this call added it. */
export async function insertItem(
  db: Database,
  item: { userId: string; listingId: number; note: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(shortlistItems)
    .values({ ...item, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ listingId: shortlistItems.listingId });
  return rows.length > 0;
}

export async function updateNote(db: Database, userId: string, listingId: number, note: string, at: Date) {
  await db
    .update(shortlistItems)
    .set({ note, updatedAt: at })
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.listingId, listingId)));
}

export async function deleteItem(db: Database, userId: string, listingId: number): Promise<void> {
  await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.listingId, listingId)));
}

/** The listings to compare, published or not (the service names what is wrong with each). */
export function findCompared(db: Database, ids: readonly number[]) {
  return db
    .select({
      ...savedListingColumns,
      status: listings.status,
      details: listings.details,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
}
export type ComparedRow = Awaited<ReturnType<typeof findCompared>>[number];
