import { Link } from "react-router";
import { withSearchOpen } from "../../../lib/search-param.ts";
import styles from "./landing-search-button.module.css";

/**
 * The landing page's own way into the search overlay (docs/product.md 2.9: it opens from the header
 * search bar and from the landing page). A link to ?search=open, like the header's: the overlay
 * host opens on the address, and closing it brings focus back here.
 */
export function LandingSearchButton() {
  return (
    <Link to={withSearchOpen("/", "")} preventScrollReset className={styles.button} data-testid="landing-search">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Search: </span>
      <span className={styles.label}>What are you looking for?</span>
    </Link>
  );
}
