import type { ApprovalContentType, ApprovalItem } from "@lwl/contracts/approvals";
import { formatShortDate } from "../../../lib/format.ts";
import styles from "../admin.module.css";
import { useAdminContext } from "../admin-context.tsx";
import { approveContent, getPendingApprovals, rejectContent } from "../api/admin-api.ts";
import { usePagedList } from "../hooks/use-paged-list.ts";
import { ContentPreview } from "./content-preview.tsx";
import { FieldDiffTable } from "./field-diff-table.tsx";
import { ModerationQueue } from "./moderation-queue.tsx";

const NOUN: Record<ApprovalContentType, string> = { BLOG: "posts", LISTING: "listings", EVENT: "events" };

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

/** The pending approvals of one content type (BLOG, LISTING or EVENT). */
export function ContentQueue({ type }: { type: ApprovalContentType }) {
  const { decide } = useAdminContext();
  const list = usePagedList(type, (request) => getPendingApprovals(type, request));

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
          {item.action === "UPDATE" && item.current ? (
            <FieldDiffTable current={item.current} proposed={item.proposed} />
          ) : (
            <ContentPreview item={item} />
          )}
        </>
      )}
      approve={(item) =>
        decide(() => approveContent(item.id), {
          done: `Approved “${item.title}”.`,
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
