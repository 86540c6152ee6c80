/**
 * Reports of approved reviews and their way through the queue (issue 26 item 2; docs/decisions/0025).
 * A report brings its review back to the administrators as an open REPORT approval, unless an
 * approval of it is open already; the review stays up meanwhile. Approving a REPORT keeps the review
 * (its reports are resolved); rejecting it takes the review down (the pipeline's reject) and resolves
 * them too. After any other decision, reports still open bring it back as a REPORT.
 */
import type { ReviewReport } from "@lwl/contracts/reviews";
import type { Database } from "../../db/client.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import type { DecidedApproval } from "../moderated-content/service.ts";
import { openReport } from "../moderation/service.ts";
import * as queries from "./queries.ts";

/** What the queue's items of reviews carry beside the version: the open reports, and the flag. */
export async function queueExtrasOfReviews(
  deps: { db: Database },
  ids: number[],
): Promise<Map<number, { reports: ReviewReport[]; flag: string | null }>> {
  const [reports, flags] = await Promise.all([queries.findOpenReports(deps.db, ids), queries.findFlags(deps.db, ids)]);
  const extras = new Map(flags.map((row) => [row.id, { reports: [] as ReviewReport[], flag: row.flag }]));
  for (const report of reports) {
    extras.get(report.reviewId)?.reports.push({
      reason: report.reason as ReviewReport["reason"],
      text: report.text,
      reportedAt: report.createdAt.toISOString(),
    });
  }
  return extras;
}

/** Opens the REPORT approval of a reported review, in its author's name (unless one is open). */
export async function bringBackForReports(deps: { db: Database }, reviewId: number): Promise<void> {
  const state = await queries.findReportState(deps.db, reviewId);
  if (!state || state.openReports === 0 || !isVisibleStatus(state.status)) return;
  await openReport(deps, "REVIEW", reviewId, state.authorId);
}

/** Inside a decision's transaction, after the approval was closed. */
export async function settleReportsAfterDecision(deps: { db: Database }, decided: DecidedApproval): Promise<void> {
  if (decided.action === "REPORT") {
    await queries.resolveOpenReports(deps.db, decided.contentId);
    return;
  }
  await bringBackForReports(deps, decided.contentId);
}
