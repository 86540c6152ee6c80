/** The monthly counts of listings and the receipts that make a view count once a day (migrations 0023, 0024). */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listingMonthlyCounts, listings, listingViewReceipts } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

export type CountedField = "views" | "shortlisted" | "enquiries";

/** Adds one to a listing's count for a month, making the month's row when it is the first. */
export async function addOne(db: Database, listingId: number, month: string, field: CountedField) {
  const column = listingMonthlyCounts[field];
  await db
    .insert(listingMonthlyCounts)
    .values({ listingId, month, [field]: 1 })
    .onConflictDoUpdate({
      target: [listingMonthlyCounts.listingId, listingMonthlyCounts.month],
      set: { [field]: sql`${column} + 1` },
    });
}

/** True the first time this client views this listing on this day. */
export async function insertViewReceipt(db: Database, day: string, clientKey: string, listingId: number) {
  const rows = await db
    .insert(listingViewReceipts)
    .values({ day, clientKey, listingId })
    .onConflictDoNothing()
    .returning({ day: listingViewReceipts.day });
  return rows.length > 0;
}

/** Receipts of days before `day` are no longer needed. */
export async function deleteViewReceiptsBefore(db: Database, day: string): Promise<void> {
  await db.delete(listingViewReceipts).where(lt(listingViewReceipts.day, day));
}

/** A listing's counts for the months from `since` (a month's first day) on, newest first. */
export function findMonthlyCounts(db: Database, listingId: number, since: string) {
  return db
    .select({
      month: listingMonthlyCounts.month,
      views: listingMonthlyCounts.views,
      shortlisted: listingMonthlyCounts.shortlisted,
      enquiries: listingMonthlyCounts.enquiries,
    })
    .from(listingMonthlyCounts)
    .where(and(eq(listingMonthlyCounts.listingId, listingId), gte(listingMonthlyCounts.month, since)))
    .orderBy(desc(listingMonthlyCounts.month));
}

/** Whether visitors can see the listing (its views count only then). */
export async function isPublishedListing(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), isVisible(listings.status)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the listing exists, in any status (its owner sees the counts of a draft too). */
export async function listingExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id)).limit(1);
  return rows.length > 0;
}
