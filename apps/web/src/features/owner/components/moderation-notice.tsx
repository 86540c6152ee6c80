import { formatShortDate } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import type { ContentNoun, ModeratedItem } from "../content-kind.ts";
import styles from "./owner-forms.module.css";
import { StatusBadge } from "./status-badge.tsx";

/** Above an edit form: the item's status, the changes waiting for review, and the last rejection's reason. */
export function ModerationNotice({ noun, item }: { noun: ContentNoun; item: ModeratedItem }) {
  const { user } = useSession();
  const isAdministrator = user?.role === "Administrator";
  return (
    <div className={styles.form}>
      <p>
        Status: <StatusBadge status={item.status} pendingSince={item.pendingSince} />
      </p>
      {item.status === "PUBLISHED" && item.pendingSince ? (
        <p className={styles.notice}>
          Changes you sent on {formatShortDate(item.pendingSince)} are waiting for review; the form shows them. The live
          version stays online until they are approved. Saving again replaces them.
        </p>
      ) : null}
      {item.status === "PUBLISHED" && !item.pendingSince ? (
        <p className={styles.notice}>
          {isAdministrator
            ? `This ${noun} is live. As an administrator, changes you save are published at once.`
            : `This ${noun} is live. Changes you save are reviewed by an administrator; until then the site keeps showing the current version.`}
        </p>
      ) : null}
      {item.status === "PENDING" ? (
        <p className={styles.notice}>This {noun} is pending review. Saving changes keeps it in the queue.</p>
      ) : null}
      {item.rejectReason ? (
        <p className={`${styles.notice} ${styles.noticeWarning}`}>
          An administrator rejected this {noun}: “{item.rejectReason}”. Correct it and save to send it for review again.
        </p>
      ) : null}
    </div>
  );
}
