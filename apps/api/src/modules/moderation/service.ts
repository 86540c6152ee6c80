/**
 * The moderation rule (design brief section 5; docs/ARCHITECTURE.md "Moderation"), applied by the
 * one moderated-content pipeline (modules/moderated-content) for every kind it writes, and by the
 * admin queue that decides:
 *
 * - Content an Administrator creates or edits is published at once (`planWrite` says "publish").
 * - Content a ListingOwner creates, or edits while it is not yet published (PENDING, REJECTED, DRAFT),
 *   is written and (re)submitted: status PENDING with an open CREATE approval ("submit").
 * - An edit of PUBLISHED content by a ListingOwner leaves the live row alone: the changed fields are
 *   the proposal of an open UPDATE approval ("propose"); a second edit replaces that proposal.
 *
 * The approvals live in `pending_approvals`, at most one open per piece of content. This module owns
 * that table; the pipeline writes the content rows and applies what the admin queue decides.
 */
import type { ApprovalContentType } from "@lwl/contracts/approvals";
import type { PageQuery } from "@lwl/contracts/paging";
import type { ContentStatus } from "@lwl/contracts/status";
import type { Database } from "../../db/client.ts";
import { conflict, HttpError } from "../../shared/http-error.ts";
import { type Actor, isAdministrator } from "../access/policy.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import * as queries from "./queries.ts";

export interface ModerationDeps {
  db: Database;
}

export type { ApprovalRow } from "./queries.ts";

/** What a write does, by who writes and the content's status. */
export type WritePlan = "publish" | "submit" | "propose";

export function planWrite(actor: Actor, status: ContentStatus | null): WritePlan {
  if (isAdministrator(actor)) return "publish";
  if (status !== null && isVisibleStatus(status)) return "propose";
  return "submit";
}

/** What creating content does: an Administrator publishes, anyone else submits it for moderation. */
export function planCreate(actor: Actor): Exclude<WritePlan, "propose"> {
  return isAdministrator(actor) ? "publish" : "submit";
}

/** The status a written row gets: PUBLISHED for "publish", PENDING for "submit" (a proposal keeps the live one). */
export function statusAfter(plan: Exclude<WritePlan, "propose">): ContentStatus {
  return plan === "publish" ? "PUBLISHED" : "PENDING";
}

/** JSON with object keys sorted: jsonb hands nested objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The fields of `next` that differ from `current` (compared by value, nested objects included). */
export function changedFields<V extends object>(current: V, next: V): Partial<V> {
  const changes: Partial<V> = {};
  for (const key of Object.keys(next) as (keyof V)[]) {
    if (canonical(current[key]) !== canonical(next[key])) changes[key] = next[key];
  }
  return changes;
}

/** A ListingOwner wrote new or not-yet-published content: it waits for moderation (an open CREATE approval). */
export async function submitForModeration(
  deps: ModerationDeps,
  type: ApprovalContentType,
  contentId: number,
  submittedBy: string,
): Promise<void> {
  const open = await queries.findOpenApproval(deps.db, type, contentId);
  if (open?.action === "CREATE") {
    await queries.replaceProposal(deps.db, open.id, null, submittedBy);
    return;
  }
  if (open) await queries.closeOpenApprovals(deps.db, type, contentId, submittedBy);
  await queries.insertApproval(deps.db, { contentType: type, contentId, action: "CREATE", submittedBy });
}

/**
 * A ListingOwner edited published content: the changed fields become the open UPDATE proposal
 * (replacing an earlier one). An edit that changes nothing withdraws the open proposal.
 */
export async function proposeChanges(
  deps: ModerationDeps,
  type: ApprovalContentType,
  contentId: number,
  submittedBy: string,
  changedFields: object,
): Promise<void> {
  const open = await queries.findOpenApproval(deps.db, type, contentId);
  // Stored as jsonb: the fields of the type's version that the edit changes.
  const changes: Record<string, unknown> = { ...changedFields };
  if (Object.keys(changes).length === 0) {
    if (open) await queries.closeOpenApprovals(deps.db, type, contentId, submittedBy);
    return;
  }
  if (open?.action === "UPDATE") {
    await queries.replaceProposal(deps.db, open.id, changes, submittedBy);
    return;
  }
  if (open) await queries.closeOpenApprovals(deps.db, type, contentId, submittedBy);
  await queries.insertApproval(deps.db, {
    contentType: type,
    contentId,
    action: "UPDATE",
    proposedChanges: changes,
    submittedBy,
  });
}

/**
 * Someone reported published content: it comes back to the queue as an open REPORT approval submitted
 * in its author's name, unless an approval of it is open already (its reports wait for that decision;
 * the kind opens the report after it). Answers whether one was opened.
 */
export async function openReport(
  deps: ModerationDeps,
  type: ApprovalContentType,
  contentId: number,
  authorId: string,
): Promise<boolean> {
  return queries.insertApprovalUnlessOpen(deps.db, {
    contentType: type,
    contentId,
    action: "REPORT",
    submittedBy: authorId,
  });
}

/** An Administrator published the content directly, or it was deleted: nothing is left to decide. */
export async function withdrawOpenApproval(
  deps: ModerationDeps,
  type: ApprovalContentType,
  contentId: number,
  actorId: string,
): Promise<void> {
  await queries.closeOpenApprovals(deps.db, type, contentId, actorId);
}

/**
 * After a row was written as published or submitted: a publish leaves nothing to decide (an open
 * approval is withdrawn), a submission waits for moderation.
 */
export async function settleWrittenContent(
  deps: ModerationDeps,
  plan: Exclude<WritePlan, "propose">,
  type: ApprovalContentType,
  contentId: number,
  actorId: string,
): Promise<void> {
  if (plan === "publish") await withdrawOpenApproval(deps, type, contentId, actorId);
  else await submitForModeration(deps, type, contentId, actorId);
}

/** What an owner's view adds to a piece of content (contracts' moderationStateFields plus pendingChanges). */
export interface ModerationState<Changes extends object = Record<string, unknown>> {
  rejectReason: string | null;
  pendingSince: string | null;
  /** The proposed fields of an open update, as stored by `proposeChanges` (a part of the type's version). */
  pendingChanges: Changes | null;
}

export const NO_MODERATION_STATE: ModerationState<never> = {
  rejectReason: null,
  pendingSince: null,
  pendingChanges: null,
};

/**
 * The moderation state of each piece of content, from its newest approval: an open UPDATE shows its
 * proposal; an open CREATE shows since when it waits; a rejection shows its reason until the next submission.
 */
export async function moderationStates<Changes extends object>(
  deps: ModerationDeps,
  type: ApprovalContentType,
  contentIds: number[],
): Promise<Map<number, ModerationState<Changes>>> {
  const latest = await queries.findLatestApprovals(deps.db, type, [...new Set(contentIds)]);
  // Proposals are written only by proposeChanges, from the type's own validated version.
  return new Map(latest.map((row) => [row.contentId, stateOf(row) as ModerationState<Changes>]));
}

function stateOf(row: queries.ApprovalRow): ModerationState {
  if (row.status === "PENDING") {
    return {
      rejectReason: null,
      pendingSince: row.createdAt.toISOString(),
      pendingChanges: row.action === "UPDATE" ? (row.proposedChanges ?? {}) : null,
    };
  }
  return { ...NO_MODERATION_STATE, rejectReason: row.status === "REJECTED" ? row.reason : null };
}

// The admin queue's side.

export type ApprovalWithSubmitter = Awaited<ReturnType<typeof queries.findOpenApprovals>>[number];

export function listOpenApprovals(
  deps: ModerationDeps,
  type: ApprovalContentType | undefined,
  page: PageQuery,
): Promise<ApprovalWithSubmitter[]> {
  return queries.findOpenApprovals(deps.db, type, page);
}

export async function countOpenApprovals(deps: ModerationDeps): Promise<Record<ApprovalContentType, number>> {
  const counts: Record<ApprovalContentType, number> = { BLOG: 0, LISTING: 0, EVENT: 0, REVIEW: 0, REPLY: 0 };
  for (const row of await queries.countOpenByType(deps.db)) counts[row.contentType] = row.value;
  return counts;
}

/**
 * Locks an approval for a decision (inside the caller's transaction): 404 when unknown, 409 when it
 * is no longer pending (decided by someone else first, or withdrawn).
 */
export async function lockOpenApproval(deps: ModerationDeps, id: number): Promise<queries.ApprovalRow> {
  const row = await queries.lockApproval(deps.db, id);
  if (!row) throw new HttpError(404, `Pending approval ${id} not found`);
  if (row.status !== "PENDING") {
    throw conflict(`Pending approval ${id} is no longer pending: it was already ${row.status.toLowerCase()}.`);
  }
  return row;
}

export function closeApproval(
  deps: ModerationDeps,
  id: number,
  decision: { status: "APPROVED" | "REJECTED"; reason: string | null; decidedBy: string },
): Promise<queries.ApprovalRow> {
  return queries.markDecided(deps.db, id, decision);
}

export function findApprovalWithSubmitter(deps: ModerationDeps, id: number) {
  return queries.findApprovalWithSubmitter(deps.db, id);
}
