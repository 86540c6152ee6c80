import type { NewsCategory } from "@lwl/contracts/blogs";
import { CATEGORIES_BEFORE_MORE, NEWS_POPUP_LEAVE_DELAY_MS } from "@lwl/contracts/constants";
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { newsCategoryPath } from "../../../lib/paths.ts";
import { useCategories } from "../api/news-queries.ts";
import styles from "./category-nav.module.css";
import { CategoryPopup } from "./category-popup.tsx";
import { CategorySidebar } from "./category-sidebar.tsx";
import { capitalise, SIDEBAR_TITLE } from "./news-text.ts";

/**
 * Open while the pointer or focus is inside; closes 100 ms after the pointer leaves (so moving from
 * the link down to the popup does not close it), at once on Escape or when focus leaves. A click
 * right after the pointer opened it (a desktop click, or a tap, which also "enters") keeps it open
 * rather than toggling it shut.
 */
function usePopupState() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByPointer = useRef(false);
  const cancel = () => clearTimeout(timer.current);
  // A timer still running when the item goes away must not set state afterwards.
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    open,
    show: () => {
      cancel();
      if (!open) openedByPointer.current = true;
      setOpen(true);
    },
    hideSoon: () => {
      cancel();
      timer.current = setTimeout(() => setOpen(false), NEWS_POPUP_LEAVE_DELAY_MS);
    },
    hide: () => {
      cancel();
      setOpen(false);
    },
    toggle: () => {
      cancel();
      const keepOpen = open && openedByPointer.current;
      openedByPointer.current = false;
      if (!keepOpen) setOpen(!open);
    },
  };
}

const leavesElement = (event: FocusEvent<HTMLElement>) =>
  !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

/** Escape closes a popup; focus that was inside it goes back to the button that opened it. */
function closeOnEscape(open: boolean, hide: () => void, button: RefObject<HTMLButtonElement | null>) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    hide();
    if (event.currentTarget.contains(document.activeElement)) button.current?.focus();
  };
}

/** One category: its link, a button that opens the popup for keyboard and touch (a disclosure), and the popup. */
function CategoryItem({ category }: { category: NewsCategory }) {
  const popupId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { open, show, hideSoon, hide, toggle } = usePopupState();
  const name = capitalise(category.name);
  const onKeyDown = closeOnEscape(open, hide, toggleRef);
  return (
    <li
      className={styles.item}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (leavesElement(event)) hide();
      }}
    >
      <NavLink className={styles.link} to={newsCategoryPath(category.slug)}>
        {name}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-label={`Latest ${name} articles`}
        onClick={toggle}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open ? <CategoryPopup id={popupId} category={category} /> : null}
    </li>
  );
}

/** The categories after the first five, in a More dropdown. */
function MoreMenu({ categories }: { categories: NewsCategory[] }) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { open, show, hideSoon, hide, toggle } = usePopupState();
  return (
    <li
      className={styles.item}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={closeOnEscape(open, hide, buttonRef)}
      onBlur={(event) => {
        if (leavesElement(event)) hide();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.more}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className={styles.moreList} hidden={!open}>
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink className={styles.moreLink} to={newsCategoryPath(category.slug)}>
              {capitalise(category.name)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The news pages' category navigation (docs/product.md section 2.8): the first five categories with
 * their popups, the rest under More. Below 900 px it gives way to a Categories button and sidebar.
 */
export function CategoryNav() {
  const { data, status } = useCategories();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();
  const sidebarToggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A category chosen in the sidebar closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setSidebarOpen(false), [pathname]);
  const categories = data ?? [];
  const shown = categories.slice(0, CATEGORIES_BEFORE_MORE);
  const more = categories.slice(CATEGORIES_BEFORE_MORE);
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <nav className={styles.desktop} aria-label="News categories">
          {status === "pending" ? (
            <span className={styles.placeholder} aria-hidden="true" />
          ) : (
            <ul className={styles.list}>
              {shown.map((category) => (
                <CategoryItem key={category.slug} category={category} />
              ))}
              {more.length > 0 ? <MoreMenu categories={more} /> : null}
            </ul>
          )}
        </nav>
        <button
          ref={sidebarToggle}
          type="button"
          className={styles.sidebarToggle}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarOpen ? sidebarId : undefined}
          onClick={() => setSidebarOpen((was) => !was)}
        >
          <span aria-hidden="true">☰</span> {SIDEBAR_TITLE}
        </button>
      </div>
      {sidebarOpen ? (
        <CategorySidebar
          id={sidebarId}
          onClose={() => {
            // Closed by its button or Escape: focus goes back to the Categories button that opened it.
            setSidebarOpen(false);
            sidebarToggle.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
