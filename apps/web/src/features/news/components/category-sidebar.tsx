import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { newsCategoryPath } from "../../../lib/paths.ts";
import { useCategories } from "../api/news-queries.ts";
import styles from "./category-nav.module.css";
import { capitalise, LOADING_CATEGORIES_TEXT, SIDEBAR_TITLE } from "./news-text.ts";

/** Below 900 px: every category in a sidebar titled Categories (docs/product.md section 2.8). */
export function CategorySidebar({ id, onClose }: { id?: string; onClose: () => void }) {
  const { data, status } = useCategories();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <aside
      id={id}
      className={styles.sidebar}
      aria-labelledby="news-sidebar-title"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className={styles.sidebarHead}>
        <h2 id="news-sidebar-title" ref={heading} tabIndex={-1} className={styles.sidebarTitle}>
          {SIDEBAR_TITLE}
        </h2>
        <button type="button" className={styles.sidebarClose} onClick={onClose} aria-label="Close categories">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {status === "pending" ? (
        <p role="status">{LOADING_CATEGORIES_TEXT}</p>
      ) : (
        <ul className={styles.sidebarList}>
          {(data ?? []).map((category) => (
            <li key={category.slug}>
              <NavLink className={styles.sidebarLink} to={newsCategoryPath(category.slug)}>
                {capitalise(category.name)}
                <span className={styles.count}>{category.count}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
