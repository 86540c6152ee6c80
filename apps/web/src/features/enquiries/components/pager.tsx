import { Button } from "../../../components/ui/button.tsx";
import styles from "./enquiries.module.css";

/** Previous and next for a list kept in the section's state (the profile's address stays as it is). */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages of enquiries">
      <Button variant="outline" size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={styles.muted}>
        Page {page + 1} of {totalPages}
      </span>
      <Button variant="outline" size="small" disabled={page >= totalPages - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
