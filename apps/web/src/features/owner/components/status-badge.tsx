import type { ContentStatus } from "@lwl/contracts/status";
import styles from "./owner-forms.module.css";

const STATUS_LABEL: Record<ContentStatus, string> = {
  DRAFT: "Draft",
  PENDING: "Pending review",
  PUBLISHED: "Published",
  REJECTED: "Rejected",
  ARCHIVED: "Archived",
};

/** An item's moderation status as the owner reads it; a published item with an edit waiting says so too. */
export function StatusBadge({ status, pendingSince }: { status: ContentStatus; pendingSince?: string | null }) {
  return (
    <span className={styles.statusGroup}>
      <span className={`${styles.status} ${styles[`status${status}`] ?? ""}`}>{STATUS_LABEL[status]}</span>
      {status === "PUBLISHED" && pendingSince ? (
        <span className={`${styles.status} ${styles.statusPENDING}`}>Changes pending review</span>
      ) : null}
    </span>
  );
}
