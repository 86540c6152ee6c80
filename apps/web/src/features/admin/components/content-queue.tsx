import type { ApprovalContentType, ApprovalItem } from "@lwl/contracts/approvals";
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
import { ModerationQueue } from "./moderation-queue.tsx";

const NOUN: Record<ApprovalContentType, Noun> = {
  BLOG: { one: "post", other: "posts" },
  LISTING: { one: "listing", other: "listings" },
  EVENT: { one: "event", other: "events" },
};

function Submitted({ item }: { item: ApprovalItem }) {
  return (
    <p className={styles.muted}>
      {item.action === "CREATE" ? "New" : "Update"} · submitted by{" "}
      {item.submittedBy
        ? `${item.submittedBy.fullName || item.submittedBy.email} (${item.submittedBy.email})`
        : "a removed account"}{" "}
      on {formatShortDate(item.submittedAt)}
      {item.listingName && item.contentType !== "LISTING" ? ` · for ${item.listingName}` : ""}
    </p>
  );
}

/** An update as the live and proposed versions of each field; new content as its page will read. */
function Details({ item, labels }: { item: ApprovalItem; labels: CodeLabels }) {
  const current = item.action === "UPDATE" ? reviewFields(item, "current", labels) : null;
  const proposed = reviewFields(item, "proposed", labels);
  return current && proposed ? (
    <FieldDiffTable current={current} proposed={proposed} />
  ) : (
    <ContentPreview item={item} labels={labels} />
  );
}

/** The pending approvals of one content type (BLOG, LISTING or EVENT). */
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
      summaryOf={(item) => `${item.action === "CREATE" ? "New" : "Update"} · ${formatShortDate(item.submittedAt)}`}
      isOpen={(item) => item.status === "PENDING"}
      renderDetails={(item) => (
        <>
          <Submitted item={item} />
          <Details item={item} labels={labels} />
        </>
      )}
      approve={(item) =>
        decide(() => approveContent(item.id), {
          // An approved update may rename the content: the toast names it as the decision left it.
          done: (decided) => `Approved “${titleOf(decided)}”.`,
          failed: `Could not approve “${item.title}”.`,
        })
      }
      reject={(item, reason) =>
        decide(() => rejectContent(item.id, reason), {
          done: `Rejected “${item.title}”.`,
          failed: `Could not reject “${item.title}”.`,
        })
      }
    />
  );
}
