import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { blogs, listings } from "../../db/schema.ts";

export type PostRow = typeof blogs.$inferSelect;
const parentColumns = { id: listings.id, name: listings.name, status: listings.status, authorId: listings.authorId };

export async function insertPostRow(db: Database, values: typeof blogs.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error("post not inserted");
  return row;
}

/** The post and its listing (null for a post written for none); the post row locked when `lock` is set. */
export async function findPostForWrite(db: Database, id: number, lock = false) {
  const query = db
    .select({ post: blogs, listing: parentColumns })
    .from(blogs)
    .leftJoin(listings, eq(listings.id, blogs.listingId))
    .where(eq(blogs.id, id));
  const rows = await (lock ? query.for("update", { of: blogs }) : query);
  return rows[0];
}

export async function updatePostRow(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof blogs>,
): Promise<PostRow> {
  const [row] = await db
    .update(blogs)
    .set({ ...values, lastUpdatedTime: sql`now()` })
    .where(eq(blogs.id, id))
    .returning();
  if (!row) throw new Error("post not updated");
  return row;
}

export async function deletePostRow(db: Database, id: number): Promise<void> {
  await db.delete(blogs).where(eq(blogs.id, id));
}

export const firstPublished = sql`coalesce(${blogs.publishedTime}, now())`;

export function findPostsWithListingByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ post: blogs, listing: parentColumns })
    .from(blogs)
    .leftJoin(listings, eq(listings.id, blogs.listingId))
    .where(inArray(blogs.id, ids));
}

export function findListingParent(db: Database, id: number) {
  return db
    .select(parentColumns)
    .from(listings)
    .where(eq(listings.id, id))
    .then((rows) => rows[0]);
}
