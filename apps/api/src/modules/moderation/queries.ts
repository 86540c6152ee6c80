import type { ApprovalContentType } from "@lwl/contracts/approvals";
import type { PageQuery } from "@lwl/contracts/paging";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pendingApprovals, users } from "../../db/schema.ts";

export type ApprovalRow = typeof pendingApprovals.$inferSelect;
type ClosedStatus = "APPROVED" | "REJECTED" | "CANCELLED";

const isOpen = eq(pendingApprovals.status, "PENDING");

export async function insertApproval(db: Database, values: typeof pendingApprovals.$inferInsert): Promise<ApprovalRow> {
  const [row] = await db.insert(pendingApprovals).values(values).returning();
  if (!row) throw new Error("approval not inserted");
  return row;
}

/**
 * A new open approval unless one of the content is open already (the partial unique index decides, so
 * two callers at once cannot both open one); answers whether it was inserted.
 */
export async function insertApprovalUnlessOpen(
  db: Database,
  values: typeof pendingApprovals.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(pendingApprovals)
    .values(values)
    .onConflictDoNothing({
      target: [pendingApprovals.contentType, pendingApprovals.contentId],
      where: sql`${pendingApprovals.status} = 'PENDING'`,
    })
    .returning({ id: pendingApprovals.id });
  return rows.length > 0;
}

export function findOpenApproval(db: Database, type: ApprovalContentType, contentId: number) {
  return db
    .select()
    .from(pendingApprovals)
    .where(and(isOpen, eq(pendingApprovals.contentType, type), eq(pendingApprovals.contentId, contentId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** A second edit before a decision: the new proposal replaces the open one, and counts from now. */
export async function replaceProposal(
  db: Database,
  id: number,
  proposedChanges: Record<string, unknown> | null,
  submittedBy: string,
): Promise<void> {
  await db
    .update(pendingApprovals)
    .set({ proposedChanges, submittedBy, createdAt: sql`now()` })
    .where(eq(pendingApprovals.id, id));
}

export async function closeOpenApprovals(
  db: Database,
  type: ApprovalContentType,
  contentId: number,
  decidedBy: string | null,
): Promise<void> {
  await db
    .update(pendingApprovals)
    .set({ status: "CANCELLED", decidedBy, decidedAt: sql`now()` })
    .where(and(isOpen, eq(pendingApprovals.contentType, type), eq(pendingApprovals.contentId, contentId)));
}

/** The newest approval of each piece of content (open or decided). */
export function findLatestApprovals(db: Database, type: ApprovalContentType, contentIds: number[]) {
  if (contentIds.length === 0) return Promise.resolve([] as ApprovalRow[]);
  return db
    .selectDistinctOn([pendingApprovals.contentId])
    .from(pendingApprovals)
    .where(and(eq(pendingApprovals.contentType, type), inArray(pendingApprovals.contentId, contentIds)))
    .orderBy(pendingApprovals.contentId, desc(pendingApprovals.id));
}

/** The approval, locked until the transaction ends (a second decision waits, then sees it decided). */
export function lockApproval(db: Database, id: number) {
  return db
    .select()
    .from(pendingApprovals)
    .where(eq(pendingApprovals.id, id))
    .for("update")
    .then((rows) => rows[0]);
}

export async function markDecided(
  db: Database,
  id: number,
  decision: { status: ClosedStatus; reason: string | null; decidedBy: string },
): Promise<ApprovalRow> {
  const [row] = await db
    .update(pendingApprovals)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(pendingApprovals.id, id))
    .returning();
  if (!row) throw new Error("approval not updated");
  return row;
}

const submitterColumns = { id: users.id, fullName: users.fullName, email: users.email };

export function findApprovalWithSubmitter(db: Database, id: number) {
  return db
    .select({ approval: pendingApprovals, submitter: submitterColumns })
    .from(pendingApprovals)
    .leftJoin(users, eq(users.id, pendingApprovals.submittedBy))
    .where(eq(pendingApprovals.id, id))
    .then((rows) => rows[0]);
}

/** Open approvals, oldest first (the queue is worked in the order it was filled). */
export function findOpenApprovals(db: Database, type: ApprovalContentType | undefined, page: PageQuery) {
  return db
    .select({ approval: pendingApprovals, submitter: submitterColumns })
    .from(pendingApprovals)
    .leftJoin(users, eq(users.id, pendingApprovals.submittedBy))
    .where(and(isOpen, type ? eq(pendingApprovals.contentType, type) : undefined))
    .orderBy(asc(pendingApprovals.createdAt), asc(pendingApprovals.id))
    .limit(page.size)
    .offset(page.page * page.size);
}

export function countOpenByType(db: Database) {
  return db
    .select({ contentType: pendingApprovals.contentType, value: count() })
    .from(pendingApprovals)
    .where(isOpen)
    .groupBy(pendingApprovals.contentType);
}
