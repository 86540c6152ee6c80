import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { listings, users } from "../../db/schema.ts";
import { authorOfListing, type ListingDetailRow, listingDetailColumns } from "./queries.ts";

type ListingRow = typeof listings.$inferSelect;

export async function insertListingRow(db: Database, values: typeof listings.$inferInsert): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  if (!row) throw new Error("listing not inserted");
  return row;
}

/**
 * The row with its author's role, the listing row (not the author's) locked until the transaction ends,
 * so two writes of one listing follow each other.
 */
export function lockListingRow(db: Database, id: number): Promise<ListingDetailRow | undefined> {
  return db
    .select(listingDetailColumns)
    .from(listings)
    .leftJoin(users, authorOfListing)
    .where(eq(listings.id, id))
    .for("update", { of: listings })
    .then((rows) => rows[0]);
}

export async function updateListingRow(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof listings>,
): Promise<ListingRow> {
  const [row] = await db
    .update(listings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(listings.id, id))
    .returning();
  if (!row) throw new Error("listing not updated");
  return row;
}

/** Publishing sets published_at the first time only. */
export const firstPublished = sql`coalesce(${listings.publishedAt}, now())`;

export function findListingRowsByIds(db: Database, ids: number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(listings).where(inArray(listings.id, ids));
}
