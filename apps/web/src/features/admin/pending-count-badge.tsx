import { Link } from "react-router";
import { PATHS } from "../../lib/paths.ts";
import { usePendingCounts } from "./api/pending-counts.ts";
import styles from "./pending-count-badge.module.css";

/** The header's link to /ADMIN for administrators, with the number of items waiting (notifyCount). */
export function PendingCountBadge({ className }: { className?: string }) {
  const { data } = usePendingCounts();
  const count = data?.total ?? 0;
  return (
    <Link to={PATHS.admin} className={className}>
      Admin
      {count > 0 ? (
        <>
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
          <span className="visually-hidden">{`: ${count} waiting for review`}</span>
        </>
      ) : null}
    </Link>
  );
}
