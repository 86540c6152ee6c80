import type { ApprovalItem } from "@lwl/contracts/approvals";
import { REVIEW_REPORT_REASON_LABEL } from "@lwl/contracts/reviews";
import { useId } from "react";
import { formatShortDate } from "../../../lib/format.ts";
import { countOf } from "../../../lib/plural.ts";
import styles from "../admin.module.css";

type ReviewItem = Extract<ApprovalItem, { contentType: "REVIEW" }>;

const REPORT_NOUN = { one: "report", other: "reports" };

/** The server's note, read as "Flagged: …" (whether or not it says "Flagged" itself). */
export function flagText(flag: string): string {
  const note = flag.trim();
  return /^flagged\b/i.test(note) ? note : `Flagged: ${note}`;
}

/**
 * What to weigh before a review's text, first in its decision panel: why it was flagged when written
 * (the same text on other listings), and the open reports (reason, the reporter's words, the date). A
 * reported review says what the two decisions do. The reporters' words are plain text, shown as typed.
 */
export function ReviewConcerns({ item }: { item: ReviewItem }) {
  const headingId = useId();
  const reported = item.action === "REPORT";
  const reports = item.reports ?? [];
  return (
    <>
      {item.flag?.trim() ? (
        <p className={styles.flag} role="note">
          {flagText(item.flag)}
        </p>
      ) : null}
      {reported || reports.length > 0 ? (
        <section className={styles.reports} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.reportsTitle}>
            {reported ? "Reported review" : `Open reports (${reports.length})`}
          </h3>
          <p className={styles.muted}>
            {reported
              ? `${reports.length > 0 ? `${countOf(reports.length, REPORT_NOUN)}. ` : ""}Keep review dismisses the reports and leaves it up; Take down removes it, and its author is e-mailed your reason.`
              : "The published review was reported; the reports come back as a decision of their own after this one."}
          </p>
          {reports.length > 0 ? (
            <ol className={styles.reportList} aria-label="Reports">
              {reports.map((report, index) => (
                // A report has no id of its own; the list is shown as the server gives it, never reordered.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <li key={index} className={styles.report}>
                  <p className={styles.reportHead}>
                    <strong>{REVIEW_REPORT_REASON_LABEL[report.reason] ?? report.reason}</strong>
                    <span className={styles.muted}> · {formatShortDate(report.reportedAt)}</span>
                  </p>
                  {report.text.trim() ? (
                    <p className={styles.preLine}>{report.text}</p>
                  ) : (
                    <p className={styles.muted}>No details given.</p>
                  )}
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
