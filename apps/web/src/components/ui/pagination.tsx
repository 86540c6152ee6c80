import { Link } from "react-router";
import { pageWindow } from "./page-window.ts";
import styles from "./pagination.module.css";

interface PaginationProps {
  /** 0-based index of the page shown. */
  page: number;
  totalPages: number;
  totalElements: number;
  pageSize: number;
  /** Address of a page, so every control is a real link that works with back and forward. */
  hrefFor: (pageIndex: number) => string;
  /** What is being counted, plural: "listings", "events". */
  noun: string;
}

export function Pagination({ page, totalPages, totalElements, pageSize, hrefFor, noun }: PaginationProps) {
  if (totalPages <= 1) return null;
  const firstShown = page * pageSize + 1;
  const lastShown = Math.min(totalElements, (page + 1) * pageSize);
  const hasPrevious = page > 0;
  const hasNext = page < totalPages - 1;

  return (
    <nav className={styles.nav} aria-label="Pagination">
      <ul className={styles.list}>
        <li>
          {hasPrevious ? (
            <Link className={styles.item} to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Previous
            </Link>
          ) : (
            <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span> Previous
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((index, position) =>
          index === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${position}`} className={`${styles.item} ${styles.gap}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={index}>
              <Link
                className={index === page ? `${styles.item} ${styles.current}` : styles.item}
                to={hrefFor(index)}
                aria-current={index === page ? "page" : undefined}
                aria-label={`Page ${index + 1}`}
              >
                {index + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link className={styles.item} to={hrefFor(page + 1)} rel="next">
              Next <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
              Next <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
      <p className={styles.summary}>
        Showing {firstShown}–{lastShown} of {totalElements} {noun}
      </p>
    </nav>
  );
}
