import { Link } from "react-router";
import { PATHS } from "../../lib/paths.ts";
import { usePendingCounts } from "./api/pending-counts.ts";
import styles from "./pending-count-badge.module.css";

/** The header's link to /ADMIN for administrators, with the number of items waiting (notifyCount). */
export function PendingCountBadge({ className }: { className?: string }) {
  const { data } = usePendingCounts();
  const count = data?.total ?? 0;
  const label = count === 0 ? "Admin: nothing waiting" : `Admin: ${count} waiting for review`;
  return (
    <Link to={PATHS.admin} className={className} aria-label={label} title={label}>
      <span aria-hidden="true">Admin</span>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
