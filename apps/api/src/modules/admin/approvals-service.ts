/**
 * The moderation queue (issue 11; design brief section 5): lists what waits for moderation and
 * decides it. A decision runs in one transaction that locks the approval (a second decision waits,
 * then gets 409), applies the outcome through the moderated-content pipeline as the kind's
 * description says (moderated-kinds.ts), records who decided and when, and writes one audit row; the
 * author is e-mailed once it is committed.
 */
import type { ApprovalContentType, ApprovalCounts, ApprovalItem } from "@lwl/contracts/approvals";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { conflict } from "../../shared/http-error.ts";
import type { Mailer } from "../../shared/mailer.ts";
import type { Actor } from "../access/policy.ts";
import { recordAudit } from "../audit/service.ts";
import { contentChanged } from "../content-changes/service.ts";
import { sendDurably } from "../mail-outbox/service.ts";
import type { ModerationSubject } from "../moderated-content/decision-service.ts";
import {
  type ApprovalRow,
  type ApprovalWithSubmitter,
  closeApproval,
  countOpenApprovals,
  findApprovalWithSubmitter,
  listOpenApprovals,
  lockOpenApproval,
} from "../moderation/service.ts";
import { decisionMessage, tellsAuthor } from "./approval-emails.ts";
import { MODERATED_KINDS } from "./moderated-kinds.ts";

export interface ApprovalsDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The app's clock, for the decision e-mail's place in the outbox. */
  now: Clock;
  /** PUBLIC_URL, for the link in the decision e-mail. */
  publicUrl: string;
}

type Subjects = Map<number, ModerationSubject<object>>;

type Submitter = ApprovalWithSubmitter["submitter"];

function toItem(approval: ApprovalRow, submitter: Submitter, subject: ModerationSubject<object>): ApprovalItem {
  const update = approval.action === "UPDATE";
  // A report concerns the live version: it is shown as it stands, like new content.
  return {
    id: approval.id,
    contentType: approval.contentType,
    contentId: approval.contentId,
    action: approval.action,
    title: subject.title,
    listingId: subject.listingId,
    listingName: subject.listingName,
    submittedBy: submitter ? { id: submitter.id, fullName: submitter.fullName, email: submitter.email } : null,
    submittedAt: approval.createdAt.toISOString(),
    status: approval.status,
    reason: approval.reason,
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    ...subject.extra,
    current: update ? subject.version : null,
    // Approving an update writes exactly the proposed fields over the live version.
    proposed: update ? { ...subject.version, ...(approval.proposedChanges ?? {}) } : subject.version,
    // The version shapes are the contracts' per type; the response schema checks each item.
  } as ApprovalItem;
}

async function itemsOf(deps: { db: Database }, rows: ApprovalWithSubmitter[]): Promise<ApprovalItem[]> {
  const subjects = new Map<ApprovalContentType, Subjects>();
  for (const type of Object.keys(MODERATED_KINDS) as ApprovalContentType[]) {
    const ids = rows.filter((row) => row.approval.contentType === type).map((row) => row.approval.contentId);
    if (ids.length > 0) subjects.set(type, await MODERATED_KINDS[type].subjects(deps, ids));
  }
  return rows.flatMap(({ approval, submitter }) => {
    const subject = subjects.get(approval.contentType)?.get(approval.contentId);
    // Deleting content withdraws its approval in the same transaction, so this is only a safety net.
    return subject ? [toItem(approval, submitter, subject)] : [];
  });
}

/** GET /admin/pendingapprovals[/{TYPE}]: open items, oldest first. */
export async function listPendingApprovals(
  deps: ApprovalsDeps,
  type: ApprovalContentType | undefined,
  page: PageQuery,
): Promise<Page<ApprovalItem>> {
  const [rows, counts] = await Promise.all([listOpenApprovals(deps, type, page), countPendingApprovals(deps)]);
  return toPage(await itemsOf(deps, rows), page, type ? counts[type] : counts.total);
}

/** GET /admin/pendingapprovals/refresh. */
export async function countPendingApprovals(deps: ApprovalsDeps): Promise<ApprovalCounts> {
  const counts = await countOpenApprovals(deps);
  return { ...counts, total: counts.BLOG + counts.LISTING + counts.EVENT + counts.REVIEW + counts.REPLY };
}

export type Decision = { approve: true } | { approve: false; reason: string };

/** PUT /admin/pendingapprovals/{id}/approve and /reject. */
export async function decidePendingApproval(
  deps: ApprovalsDeps,
  admin: Actor,
  id: number,
  decision: Decision,
): Promise<ApprovalItem> {
  const decided = await deps.db.transaction(async (tx) => {
    const txDeps = { db: tx };
    const approval = await lockOpenApproval(txDeps, id);
    const kind = MODERATED_KINDS[approval.contentType];
    const subjectOf = async () => (await kind.subjects(txDeps, [approval.contentId])).get(approval.contentId);
    const before = await subjectOf();
    if (!before) throw conflict(`The ${kind.noun} of pending approval ${id} no longer exists.`);

    if (decision.approve && approval.action === "CREATE") await kind.publish(txDeps, approval.contentId);
    if (decision.approve && approval.action === "UPDATE") {
      await kind.apply(txDeps, approval.contentId, approval.proposedChanges ?? {});
    }
    // Rejecting an update leaves the live row as it is: only the proposal is dropped (closed below).
    // Rejecting a report takes the reported content down; approving it leaves the content up.
    if (!decision.approve && approval.action !== "UPDATE") await kind.reject(txDeps, approval.contentId);

    const reason = decision.approve ? null : decision.reason;
    const closed = await closeApproval(txDeps, id, {
      status: decision.approve ? "APPROVED" : "REJECTED",
      reason,
      decidedBy: admin.userId,
    });
    await kind.afterDecision(txDeps, {
      contentId: approval.contentId,
      action: approval.action,
      approved: decision.approve,
      decidedBy: admin.userId,
    });
    const after = (await subjectOf()) ?? before;
    await recordAudit(txDeps, {
      actorId: admin.userId,
      action: decision.approve ? "APPROVE_CONTENT" : "REJECT_CONTENT",
      entityType: approval.contentType,
      entityId: approval.contentId,
      details: {
        approvalId: id,
        approvalAction: approval.action,
        before: { status: before.status, version: before.version },
        after: { status: after.status, version: after.version },
        ...(reason === null ? {} : { reason }),
        ...(approval.action === "UPDATE" ? { proposedChanges: approval.proposedChanges } : {}),
      },
    });
    const submitter = (await findApprovalWithSubmitter(txDeps, id))?.submitter ?? null;
    return {
      item: toItem(closed, submitter, before),
      submitter,
      title: after.title,
      listingId: after.listingId,
      approval: closed,
      change: kind.changeOf(approval.contentId, after),
    };
  });

  await contentChanged(deps.db, decided.change);
  await sendDecisionMail(deps, decided);
  return decided.item;
}

/**
 * After the commit: a failed e-mail must not undo the decision, nor be lost; the mail outbox keeps it
 * and sends it again later (modules/mail-outbox).
 */
async function sendDecisionMail(
  deps: ApprovalsDeps,
  decided: { submitter: Submitter; title: string; listingId: number | null; approval: ApprovalRow },
): Promise<void> {
  const { submitter, approval } = decided;
  if (!submitter || !tellsAuthor(approval.action, approval.status === "APPROVED")) return;
  await sendDurably(
    deps,
    decisionMessage({
      to: submitter,
      contentType: approval.contentType,
      action: approval.action,
      title: decided.title,
      approved: approval.status === "APPROVED",
      reason: approval.reason,
      publicUrl: deps.publicUrl,
      listingId: decided.listingId,
    }),
  );
}
