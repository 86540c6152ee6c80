/**
 * SQL of the ownership module: "become a listing owner" requests and listing claims. Listing names and
 * requesters' names are joined in for display only; changes to listings and users go through their
 * modules' services.
 */
import type { PageQuery } from "@lwl/contracts/paging";
import type { RequestStatus } from "@lwl/contracts/status";
import { and, count, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { claimRequests, listings, ownershipRequests, users } from "../../db/schema.ts";

export type OwnershipRequestRow = typeof ownershipRequests.$inferSelect;
export type NewOwnershipRequestRow = typeof ownershipRequests.$inferInsert;
export type ClaimRow = typeof claimRequests.$inferSelect;
export type NewClaimRow = typeof claimRequests.$inferInsert;

/** A claim with the name of its listing. */
export type ClaimWithListingRow = ClaimRow & { listingName: string };

export interface RequesterColumns {
  requesterName: string;
  requesterEmail: string;
}

/**
 * Holds a lock named after `key` until the transaction ends, so two requests of one user (two tabs,
 * a double click) cannot both pass "no open request yet" and insert two.
 */
export async function lockKey(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const requesterColumns = { requesterName: users.fullName, requesterEmail: users.email };
const ownershipRequestWithRequester = { ...getTableColumns(ownershipRequests), ...requesterColumns };

/** Pending first, then newest (the administrators' lists). */
const pendingFirst = (status: typeof ownershipRequests.status | typeof claimRequests.status) =>
  sql`case when ${status} = 'PENDING' then 0 else 1 end`;

// ---------------------------------------------------------------- become a listing owner

export async function insertOwnershipRequest(db: Database, values: NewOwnershipRequestRow) {
  const [row] = await db.insert(ownershipRequests).values(values).returning();
  return row as OwnershipRequestRow;
}

export async function findOwnershipRequest(db: Database, id: number) {
  const [row] = await db.select().from(ownershipRequests).where(eq(ownershipRequests.id, id)).limit(1);
  return row;
}

/**
 * The row (with who asked) locked until the transaction ends: a decision or a change waits for the
 * one before it and then sees its outcome.
 */
export async function lockOwnershipRequest(db: Database, id: number) {
  const [row] = await db
    .select(ownershipRequestWithRequester)
    .from(ownershipRequests)
    .innerJoin(users, eq(users.id, ownershipRequests.userId))
    .where(eq(ownershipRequests.id, id))
    .for("update", { of: ownershipRequests });
  return row;
}

export async function findOpenOwnershipRequest(db: Database, userId: string) {
  const [row] = await db
    .select({ id: ownershipRequests.id })
    .from(ownershipRequests)
    .where(and(eq(ownershipRequests.userId, userId), eq(ownershipRequests.status, "PENDING")))
    .limit(1);
  return row;
}

export function findOwnershipRequestsOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(ownershipRequests)
    .where(eq(ownershipRequests.userId, userId))
    .orderBy(desc(ownershipRequests.createdAt), desc(ownershipRequests.id));
}

export async function updateOwnershipRequest(
  db: Database,
  id: number,
  changes: Partial<Omit<NewOwnershipRequestRow, "id" | "userId" | "createdAt">>,
): Promise<OwnershipRequestRow> {
  const [row] = await db
    .update(ownershipRequests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(ownershipRequests.id, id))
    .returning();
  return row as OwnershipRequestRow;
}

export async function deleteOwnershipRequest(db: Database, id: number): Promise<void> {
  await db.delete(ownershipRequests).where(eq(ownershipRequests.id, id));
}

export function findOwnershipRequestPage(db: Database, page: PageQuery) {
  return db
    .select(ownershipRequestWithRequester)
    .from(ownershipRequests)
    .innerJoin(users, eq(users.id, ownershipRequests.userId))
    .orderBy(pendingFirst(ownershipRequests.status), desc(ownershipRequests.createdAt), desc(ownershipRequests.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

export async function countOwnershipRequests(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ownershipRequests);
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- listing claims

const claimColumns = {
  id: claimRequests.id,
  userId: claimRequests.userId,
  listingId: claimRequests.listingId,
  relationship: claimRequests.relationship,
  evidence: claimRequests.evidence,
  evidenceDocument: claimRequests.evidenceDocument,
  contactEmail: claimRequests.contactEmail,
  contactPhone: claimRequests.contactPhone,
  status: claimRequests.status,
  rejectReason: claimRequests.rejectReason,
  decidedBy: claimRequests.decidedBy,
  decidedAt: claimRequests.decidedAt,
  createdAt: claimRequests.createdAt,
  updatedAt: claimRequests.updatedAt,
};
const claimWithListing = { ...claimColumns, listingName: listings.name };

export async function insertClaim(db: Database, values: NewClaimRow): Promise<ClaimRow> {
  const [row] = await db.insert(claimRequests).values(values).returning();
  return row as ClaimRow;
}

export async function findClaim(db: Database, id: number): Promise<ClaimWithListingRow | undefined> {
  const [row] = await db
    .select(claimWithListing)
    .from(claimRequests)
    .innerJoin(listings, eq(listings.id, claimRequests.listingId))
    .where(eq(claimRequests.id, id))
    .limit(1);
  return row;
}

/** The claim (with who asked) locked until the transaction ends; the listing and user rows are not locked. */
export async function lockClaim(db: Database, id: number) {
  const [row] = await db
    .select({ ...claimWithListing, ...requesterColumns })
    .from(claimRequests)
    .innerJoin(listings, eq(listings.id, claimRequests.listingId))
    .innerJoin(users, eq(users.id, claimRequests.userId))
    .where(eq(claimRequests.id, id))
    .for("update", { of: claimRequests });
  return row;
}

export async function findOpenClaim(db: Database, userId: string, listingId: number) {
  const [row] = await db
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(
      and(
        eq(claimRequests.userId, userId),
        eq(claimRequests.listingId, listingId),
        eq(claimRequests.status, "PENDING"),
      ),
    )
    .limit(1);
  return row;
}

export function findClaimsOfUser(db: Database, userId: string): Promise<ClaimWithListingRow[]> {
  return db
    .select(claimWithListing)
    .from(claimRequests)
    .innerJoin(listings, eq(listings.id, claimRequests.listingId))
    .where(eq(claimRequests.userId, userId))
    .orderBy(desc(claimRequests.createdAt), desc(claimRequests.id));
}

/** The other pending claims on a listing, locked, with the claimant's e-mail address for the letter. */
export function lockOtherOpenClaims(db: Database, listingId: number, exceptId: number) {
  return db
    .select({ ...claimWithListing, ...requesterColumns })
    .from(claimRequests)
    .innerJoin(listings, eq(listings.id, claimRequests.listingId))
    .innerJoin(users, eq(users.id, claimRequests.userId))
    .where(
      and(eq(claimRequests.listingId, listingId), eq(claimRequests.status, "PENDING"), ne(claimRequests.id, exceptId)),
    )
    .orderBy(claimRequests.id)
    .for("update", { of: claimRequests });
}

export async function setClaimDecision(
  db: Database,
  id: number,
  decision: { status: RequestStatus; rejectReason: string | null; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await db
    .update(claimRequests)
    .set({ ...decision, updatedAt: decision.decidedAt })
    .where(eq(claimRequests.id, id));
}

export async function deleteClaim(db: Database, id: number): Promise<void> {
  await db.delete(claimRequests).where(eq(claimRequests.id, id));
}

export function findClaimPage(db: Database, page: PageQuery) {
  return db
    .select({ ...claimWithListing, ...requesterColumns })
    .from(claimRequests)
    .innerJoin(listings, eq(listings.id, claimRequests.listingId))
    .innerJoin(users, eq(users.id, claimRequests.userId))
    .orderBy(pendingFirst(claimRequests.status), desc(claimRequests.createdAt), desc(claimRequests.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

export async function countClaims(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(claimRequests);
  return row?.total ?? 0;
}
