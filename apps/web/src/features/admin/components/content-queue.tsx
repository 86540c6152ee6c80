import type { ApprovalAction, ApprovalContentType, ApprovalItem } from "@lwl/contracts/approvals";
import { formatShortDate } from "../../../lib/format.ts";
import type { Noun } from "../../../lib/plural.ts";
import styles from "../admin.module.css";
import { useAdminContext } from "../admin-context.tsx";
import { approveContent, getPendingApprovals, rejectContent } from "../api/admin-api.ts";
import { useCodeLabels } from "../hooks/use-code-labels.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import { type CodeLabels, reviewFields, titleOf } from "../model/review-fields.ts";
import { ContentPreview } from "./content-preview.tsx";
import { FieldDiffTable } from "./field-diff-table.tsx";
import { DEFAULT_DECISION_WORDS, type DecisionWords, ModerationQueue } from "./moderation-queue.tsx";
import { RepliedReview } from "./replied-review.tsx";
import { ReviewConcerns } from "./review-concerns.tsx";

const NOUN: Record<ApprovalContentType, Noun> = {
  BLOG: { one: "post", other: "posts" },
  LISTING: { one: "listing", other: "listings" },
  EVENT: { one: "event", other: "events" },
  REVIEW: { one: "review", other: "reviews" },
  REPLY: { one: "reply", other: "replies" },
};

/** New (or resubmitted) content, an edit of published content, a published review someone reported. */
const ACTION_WORD: Record<ApprovalAction, string> = { CREATE: "New", UPDATE: "Update", REPORT: "Reported" };

const actionWord = (item: ApprovalItem) => ACTION_WORD[item.action] ?? item.action;

function Submitted({ item }: { item: ApprovalItem }) {
  const who = item.submittedBy
    ? `${item.submittedBy.fullName || item.submittedBy.email} (${item.submittedBy.email})`
    : "a removed account";
  // A report is queued in the name of the review's author.
  const line =
    item.action === "REPORT"
      ? `Reported · written by ${who} · reported on ${formatShortDate(item.submittedAt)}`
      : `${actionWord(item)} · submitted by ${who} on ${formatShortDate(item.submittedAt)}`;
  return (
    <p className={styles.muted}>
      {line}
      {item.listingName && item.contentType !== "LISTING" ? ` · for ${item.listingName}` : ""}
    </p>
  );
}

/** An update as the live and proposed versions of each field; new (or reported) content as its page will read. */
function Details({ item, labels }: { item: ApprovalItem; labels: CodeLabels }) {
  const current = item.action === "UPDATE" ? reviewFields(item, "current", labels) : null;
  const proposed = reviewFields(item, "proposed", labels);
  return current && proposed ? (
    <FieldDiffTable current={current} proposed={proposed} />
  ) : (
    <ContentPreview item={item} labels={labels} />
  );
}

/**
 * A reported review's decision says what it does: approving keeps the review up (the reports are
 * dismissed), rejecting takes it down (the reason goes to its author).
 */
function wordsOf(item: ApprovalItem): DecisionWords {
  if (item.action !== "REPORT") return DEFAULT_DECISION_WORDS(item.title);
  return {
    approve: "Keep review",
    reject: "Take down…",
    dialogTitle: `Take down “${item.title}”`,
    confirm: "Take down",
    busy: "Taking down…",
  };
}

function summaryOf(item: ApprovalItem): string {
  const parts = [actionWord(item)];
  if (item.contentType === "REVIEW") {
    if (item.flag) parts.push("flagged");
    if (item.listingName) parts.push(item.listingName);
  }
  if (item.contentType === "REPLY" && item.listingName) parts.push(item.listingName);
  return [...parts, formatShortDate(item.submittedAt)].join(" · ");
}

/** The pending approvals of one content type (BLOG, LISTING, EVENT, REVIEW or REPLY). */
export function ContentQueue({ type }: { type: ApprovalContentType }) {
  const { decide } = useAdminContext();
  const list = usePagedList(type, (request) => getPendingApprovals(type, request));
  const labels = useCodeLabels(type === "EVENT");

  return (
    <ModerationQueue<ApprovalItem>
      list={list}
      noun={NOUN[type]}
      keyOf={(item) => item.id}
      titleOf={(item) => item.title}
      summaryOf={summaryOf}
      isOpen={(item) => item.status === "PENDING"}
      wordsOf={wordsOf}
      renderDetails={(item) => (
        <>
          {item.contentType === "REVIEW" ? <ReviewConcerns item={item} /> : null}
          {item.contentType === "REPLY" ? <RepliedReview item={item} /> : null}
          <Submitted item={item} />
          <Details item={item} labels={labels} />
        </>
      )}
      approve={(item) =>
        decide(
          () => approveContent(item.id),
          item.action === "REPORT"
            ? { done: `Kept “${item.title}”: its reports are dismissed.`, failed: `Could not keep “${item.title}”.` }
            : {
                // An approved update may rename the content: the toast names it as the decision left it.
                done: (decided) => `Approved “${titleOf(decided)}”.`,
                failed: `Could not approve “${item.title}”.`,
              },
        )
      }
      reject={(item, reason) =>
        decide(
          () => rejectContent(item.id, reason),
          item.action === "REPORT"
            ? { done: `Took down “${item.title}”.`, failed: `Could not take down “${item.title}”.` }
            : { done: `Rejected “${item.title}”.`, failed: `Could not reject “${item.title}”.` },
        )
      }
    />
  );
}
