/** The SQL of enquiries: the listing they go to, the inbox and the enquirer's list, replies, the counts and the retention delete. */
import type { EnquiryStatus } from "@lwl/contracts/enquiries";
import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { enquiries, enquiryReplies, listings, users } from "../../db/schema.ts";

export type EnquiryRow = typeof enquiries.$inferSelect;
export type ReplyRow = typeof enquiryReplies.$inferSelect;
export interface ListingRef {
  id: number;
  slug: string;
  name: string;
}
export interface EnquiryWithListing {
  enquiry: EnquiryRow;
  listing: ListingRef;
}

/** The listing an enquiry is about, with its author's role and address (the owner the e-mail goes to). */
export function findEnquiredListing(db: Database, listingId: number) {
  return db
    .select({
      id: listings.id,
      slug: listings.slug,
      name: listings.name,
      type: listings.type,
      status: listings.status,
      authorId: listings.authorId,
      authorRole: users.role,
      authorEmail: users.email,
      authorName: users.fullName,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.authorId))
    .where(eq(listings.id, listingId))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertEnquiry(db: Database, values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  if (!row) throw new Error("the enquiry was not stored");
  return row;
}

/** How many other listings got a message with this hash since `since` (the same text sent around). */
export async function countOtherListingsWithMessage(
  db: Database,
  messageHash: string,
  listingId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ listings: countDistinct(enquiries.listingId) })
    .from(enquiries)
    .where(
      and(eq(enquiries.messageHash, messageHash), ne(enquiries.listingId, listingId), gte(enquiries.createdAt, since)),
    );
  return row?.listings ?? 0;
}

/**
 * Whose inbox an enquiry is in: its owner's; an Administrator's also holds those to listings nobody
 * owns (owner_id null), which went to the site's address.
 */
export function inboxOf(ownerId: string, withOwnerless: boolean): SQL {
  return withOwnerless
    ? (or(eq(enquiries.ownerId, ownerId), isNull(enquiries.ownerId)) as SQL)
    : eq(enquiries.ownerId, ownerId);
}

const listingRef = { id: listings.id, slug: listings.slug, name: listings.name };

export function findEnquiries(
  db: Database,
  where: SQL | undefined,
  page: { page: number; size: number },
): Promise<EnquiryWithListing[]> {
  return db
    .select({ enquiry: enquiries, listing: listingRef })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

export async function countEnquiries(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enquiries).where(where);
  return row?.total ?? 0;
}

export function withStatus(where: SQL, status: EnquiryStatus | undefined): SQL {
  return status === undefined ? where : (and(where, eq(enquiries.status, status)) as SQL);
}

export function unread(where: SQL): SQL {
  return and(where, isNull(enquiries.readAt)) as SQL;
}

export function ofUser(userId: string): SQL {
  return eq(enquiries.userId, userId);
}

export function findEnquiry(db: Database, id: number): Promise<EnquiryWithListing | undefined> {
  return db
    .select({ enquiry: enquiries, listing: listingRef })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .where(eq(enquiries.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The replies of these enquiries, oldest first. */
export function findReplies(db: Database, enquiryIds: number[]): Promise<ReplyRow[]> {
  if (enquiryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(enquiryReplies)
    .where(inArray(enquiryReplies.enquiryId, enquiryIds))
    .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
}

/** Sets read_at the first time only, so it keeps when the owner first opened it. */
export async function markRead(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(enquiries)
    .set({ readAt: at })
    .where(and(eq(enquiries.id, id), isNull(enquiries.readAt)));
}

export async function setStatus(db: Database, id: number, status: EnquiryStatus, at: Date): Promise<void> {
  await db.update(enquiries).set({ status, updatedAt: at }).where(eq(enquiries.id, id));
}

export async function insertReply(db: Database, values: typeof enquiryReplies.$inferInsert): Promise<void> {
  await db.insert(enquiryReplies).values(values);
}

/** Deletes one of the user's own enquiries; false when they have none with this id. */
export async function deleteOwnEnquiry(db: Database, id: number, userId: string): Promise<boolean> {
  const gone = await db
    .delete(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.userId, userId)))
    .returning({ id: enquiries.id });
  return gone.length > 0;
}

/** Deletes enquiries sent before `before` (their replies go with them). Answers how many went. */
export async function deleteSentBefore(db: Database, before: Date): Promise<number> {
  const gone = await db.delete(enquiries).where(lt(enquiries.createdAt, before)).returning({ id: enquiries.id });
  return gone.length;
}

export function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  return db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .then((rows) => rows[0]?.email);
}
