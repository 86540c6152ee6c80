import { Link, useLocation } from "react-router";
import { withSearchOpen } from "../../lib/search-param.ts";
import styles from "./header-search-bar.module.css";

/** The header's search bar (docs/product.md 2.8): a link that opens the overlay over the current page. */
export function HeaderSearchBar() {
  const { pathname, search } = useLocation();
  return (
    <Link to={withSearchOpen(pathname, search)} preventScrollReset className={styles.bar} data-testid="header-search">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>Search colleges, schools, tutors and events</span>
    </Link>
  );
}
