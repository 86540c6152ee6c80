/**
 * SQL of author-service.ts: who owns a listing, for claims and role changes (kept apart from
 * queries.ts, which the reads use).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listings, users } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";
import { authorOfListing } from "./queries.ts";

const ownershipColumns = {
  id: listings.id,
  name: listings.name,
  status: listings.status,
  authorId: listings.authorId,
  // Whether the author still holds owner rights decides whether the listing can be claimed.
  authorRole: users.role,
};

export async function findListingOwnership(db: Database, id: number) {
  const [row] = await db
    .select(ownershipColumns)
    .from(listings)
    .leftJoin(users, authorOfListing)
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

/** The same, with the listing row (not its author's) locked until the transaction ends. */
export async function lockListingOwnership(db: Database, id: number) {
  const [row] = await db
    .select(ownershipColumns)
    .from(listings)
    .leftJoin(users, authorOfListing)
    .where(eq(listings.id, id))
    .for("update", { of: listings });
  return row;
}

export async function setListingAuthor(db: Database, id: number, authorId: string): Promise<void> {
  await db.update(listings).set({ authorId, updatedAt: sql`now()` }).where(eq(listings.id, id));
}

export async function findPublishedListingIdsOfAuthor(db: Database, authorId: string): Promise<number[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.authorId, authorId), isVisible(listings.status)))
    .orderBy(asc(listings.id));
  return rows.map((row) => row.id);
}
