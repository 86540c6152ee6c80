import { Link } from "react-router";
import { enquiryInboxPath } from "../../lib/paths.ts";
import { useUnreadCount } from "./api/get-unread-count.ts";
import styles from "./unread-enquiries-badge.module.css";

/** The header's link to an owner's inbox of enquiries, with the number not yet opened. */
export function UnreadEnquiriesBadge({ userId, className }: { userId: string; className?: string }) {
  const { data } = useUnreadCount(userId);
  const count = data?.unread ?? 0;
  return (
    <Link to={enquiryInboxPath} className={className}>
      Enquiries
      {count > 0 ? (
        <>
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
          <span className="visually-hidden">{`: ${count} unread`}</span>
        </>
      ) : null}
    </Link>
  );
}
