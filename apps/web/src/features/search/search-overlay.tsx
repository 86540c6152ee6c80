import { SCROLL_BOTTOM_THRESHOLD_PX, SEARCH_DEBOUNCE_MS } from "@lwl/contracts/constants";
import { MAX_QUERY_LENGTH } from "@lwl/contracts/search";
import { type KeyboardEvent, type UIEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CompactRating } from "../../components/ui/compact-rating.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { reportSearchClick, SEARCH_TABS, type SearchTab } from "../../lib/api/search.ts";
import { keepTabInside } from "../../lib/focus-trap.ts";
import { fallBackToPlaceholder, imageOrPlaceholder } from "../../lib/media.ts";
import { countOf } from "../../lib/plural.ts";
import { SEARCH_QUERY_PARAM } from "../../lib/search-param.ts";
import { HighlightedText } from "./components/highlighted-text.tsx";
import { type HitView, hitView } from "./components/search-hit.ts";
import { readRecentSearches, rememberSearch } from "./recent-searches.ts";
import styles from "./search-overlay.module.css";
import { useDebouncedValue } from "./use-debounced-value.ts";
import { MIN_LENGTH_TEXT, useOverlayResults } from "./use-overlay-results.ts";
import { useSuggestions } from "./use-suggestions.ts";

export const TAB_LABEL: Record<SearchTab, string> = {
  college: "College",
  school: "School",
  tutorial: "Tutorial",
  events: "Events",
};

/** The Categories cards lead to the capitalised category pages (spec section 2). */
const CATEGORY_CARDS = [
  { label: "Colleges", to: "/College", text: "Universities and colleges" },
  { label: "Schools", to: "/School", text: "Schools of every board" },
  { label: "Tutorials", to: "/Tutorial", text: "Private tutors, online or near you" },
  { label: "Events", to: "/Event", text: "Open days, fairs and workshops" },
] as const;

export const PLACEHOLDER = "What are you looking for?";
const RESULT = { one: "result", other: "results" };

type Option = { kind: "hit"; view: HitView } | { kind: "recent"; text: string };

interface SearchOverlayProps {
  /** Set when the address no longer asks for the overlay: it fades out, then the host unmounts it. */
  closing: boolean;
  onClose: () => void;
}

/**
 * The search overlay (docs/product.md 2.9 and 4.1): tabs, a combobox with suggestions and recent
 * searches, results added page by page as the visitor scrolls, and the Categories cards. Its state
 * lives here, so unmounting it after the fade-out clears the query and the results.
 */
export function SearchOverlay({ closing, onClose }: SearchOverlayProps) {
  const navigate = useNavigate();
  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<SearchTab>("college");
  const [params] = useSearchParams();
  // A query in the address (a search engine's site search box) is searched at once, as if typed.
  const [text, setText] = useState(() => (params.get(SEARCH_QUERY_PARAM) ?? "").slice(0, MAX_QUERY_LENGTH));
  const [settledText, settleNow] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(readRecentSearches);

  const results = useOverlayResults(tab, settledText);
  const suggestions = useSuggestions(tab, text);
  const didYouMean = results.kind === "search" && results.hits.length === 0 ? results.didYouMean : null;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Suggestions are for while typing: once the results for the typed text are due, the list gives
  // them the room (arrow down brings it back).
  useEffect(() => {
    if (settledText.trim() !== "") {
      setListOpen(false);
      setActive(-1);
    }
  }, [settledText]);

  // The page under the overlay stays where it is while the overlay scrolls.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const options: Option[] =
    text.trim() === ""
      ? recent.map((item) => ({ kind: "recent", text: item }))
      : suggestions.map((hit) => ({ kind: "hit", view: hitView(hit) }));
  const showList = listOpen && options.length > 0;
  const activeOption = showList && active >= 0 ? options[active] : undefined;

  const changeText = (next: string) => {
    setText(next);
    setActive(-1);
    setListOpen(true);
  };

  const switchTab = (next: SearchTab, focusBox = true) => {
    if (next === tab) return;
    // Switching tab clears the query and the results, and loads the new tab's default list.
    setTab(next);
    setText("");
    settleNow("");
    setActive(-1);
    if (focusBox) inputRef.current?.focus();
  };

  const opened = (view: HitView) => {
    const query = text.trim();
    if (query !== "") setRecent(rememberSearch(query));
    if (view.listingId !== null) reportSearchClick(view.listingId, query);
  };

  const openOption = (option: Option) => {
    if (option.kind === "recent") {
      setText(option.text);
      settleNow(option.text);
      setListOpen(false);
      setActive(-1);
      return;
    }
    opened(option.view);
    void navigate(option.view.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const start = showList ? current : -1;
        const next = start + step;
        if (next < 0) return options.length - 1;
        return next >= options.length ? 0 : next;
      });
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeOption) {
        openOption(activeOption);
        return;
      }
      // Enter searches at once instead of waiting for the pause in typing.
      settleNow(text);
      setListOpen(false);
      if (text.trim().length >= 3) setRecent(rememberSearch(text));
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (showList) {
        setListOpen(false);
        setActive(-1);
      } else {
        onClose();
      }
    }
  };

  const loadMoreAtBottom = (box: HTMLElement) => {
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_BOTTOM_THRESHOLD_PX && results.hasMore) {
      results.loadMore();
    }
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => loadMoreAtBottom(event.currentTarget);

  // A page that does not fill a tall screen leaves nothing to scroll: it counts as being at the bottom.
  const hitCount = results.hits.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever a page has been added
  useEffect(() => {
    const box = scrollerRef.current;
    if (box && box.clientHeight > 0 && hitCount > 0) loadMoreAtBottom(box);
  }, [hitCount, results.hasMore]);

  // aria-modal: Tab and Shift+Tab go round the overlay's own controls, not the page under it; Escape
  // closes it from anywhere inside (the box handles its own Escape first: the suggestions go before it).
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    keepTabInside(event);
  };

  // The tabs follow the ARIA tabs pattern: one tab stop for the row, arrow keys (and Home, End) move
  // between tabs and choose the one they land on.
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = SEARCH_TABS.indexOf(tab);
    const last = SEARCH_TABS.length - 1;
    const target = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : SEARCH_TABS[target];
    if (target === undefined || next === undefined) return;
    event.preventDefault();
    switchTab(next, false);
    tabRefs.current[target]?.focus();
  };

  const announcement = (() => {
    if (results.kind === "too-short") return MIN_LENGTH_TEXT;
    if (results.loading) return "";
    if (results.kind === "search" && results.hits.length === 0) {
      return didYouMean ? `No results. Did you mean ${didYouMean}?` : emptyText(tab, results.key);
    }
    if (results.kind === "search") return `${countOf(results.totalElements, RESULT)} for ${results.key}`;
    return "";
  })();

  return (
    <div
      className={closing ? `${styles.backdrop} ${styles.closing}` : styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      data-testid="search-overlay"
      data-state={closing ? "closing" : "open"}
      onKeyDown={onDialogKeyDown}
    >
      <div ref={scrollerRef} className={styles.scroller} onScroll={onScroll} data-testid="search-scroller">
        <div className={`container ${styles.panel}`}>
          <div className={styles.top}>
            <div className={styles.tabs} role="tablist" aria-label="What to search">
              {SEARCH_TABS.map((item, position) => (
                <button
                  key={item}
                  ref={(element) => {
                    tabRefs.current[position] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${ids}-tab-${item}`}
                  aria-controls={`${ids}-panel`}
                  aria-selected={item === tab}
                  tabIndex={item === tab ? 0 : -1}
                  onKeyDown={onTabKeyDown}
                  className={item === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  onClick={() => switchTab(item)}
                >
                  {TAB_LABEL[item]}
                </button>
              ))}
            </div>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
              <span aria-hidden="true">×</span>
            </button>
          </div>

          {/* What the chosen tab searches: its box, the categories and its results. */}
          <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`}>
            <div className={styles.combo}>
              <input
                ref={inputRef}
                className={styles.input}
                type="search"
                role="combobox"
                aria-label={`Search ${TAB_LABEL[tab] === "Events" ? "events" : `${TAB_LABEL[tab].toLowerCase()} listings`}`}
                aria-expanded={showList}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeOption ? `${listboxId}-${active}` : undefined}
                placeholder={PLACEHOLDER}
                autoComplete="off"
                spellCheck={false}
                maxLength={MAX_QUERY_LENGTH}
                value={text}
                onChange={(event) => changeText(event.target.value)}
                onKeyDown={onKeyDown}
                onFocus={() => setListOpen(true)}
                onBlur={() => setListOpen(false)}
              />
              <div
                id={listboxId}
                role="listbox"
                aria-label={text.trim() === "" ? "Recent searches" : "Suggestions"}
                className={styles.listbox}
                hidden={!showList}
              >
                {showList
                  ? options.map((option, index) => (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (arrows and Enter), as ARIA's pattern says
                      <div
                        key={option.kind === "hit" ? option.view.key : `recent-${option.text}`}
                        id={`${listboxId}-${index}`}
                        role="option"
                        aria-selected={index === active}
                        tabIndex={-1}
                        className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
                        // Keep focus in the box: a click on an option must not blur (and close) the list first.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => openOption(option)}
                      >
                        {option.kind === "hit" ? (
                          <>
                            <span className={styles.optionTitle}>
                              <HighlightedText html={option.view.highlight} fallback={option.view.title} />
                            </span>
                            <span className={styles.optionMeta}>
                              {option.view.ended ? `${option.view.address} · Ended` : option.view.address}
                            </span>
                          </>
                        ) : (
                          <span className={styles.optionTitle}>
                            <span className={styles.recentMark} aria-hidden="true">
                              ↺
                            </span>{" "}
                            {option.text}
                          </span>
                        )}
                      </div>
                    ))
                  : null}
              </div>
            </div>

            <section className={styles.categories} aria-labelledby={`${ids}-categories`}>
              <h2 id={`${ids}-categories`} className={styles.categoriesTitle}>
                Categories
              </h2>
              <ul className={styles.categoryGrid}>
                {CATEGORY_CARDS.map((card) => (
                  <li key={card.to}>
                    <Link className={styles.category} to={card.to}>
                      <span className={styles.categoryLabel}>{card.label}</span>
                      <span className={styles.categoryText}>{card.text}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>

            <p className="visually-hidden" aria-live="polite" data-testid="search-status">
              {announcement}
            </p>

            <section className={styles.results} aria-label="Search results" aria-busy={results.loading}>
              {results.kind === "too-short" ? <p className={styles.hint}>{MIN_LENGTH_TEXT}</p> : null}
              {results.loading ? <Spinner label="Searching…" /> : null}
              {!results.loading && results.kind === "search" && results.hits.length === 0 && !results.failed ? (
                <div className={styles.empty}>
                  <p>{emptyText(tab, results.key)}</p>
                  {didYouMean ? (
                    <p>
                      Did you mean{" "}
                      <button
                        type="button"
                        className={styles.didYouMean}
                        onClick={() => {
                          setText(didYouMean);
                          settleNow(didYouMean);
                          inputRef.current?.focus();
                        }}
                      >
                        {didYouMean}
                      </button>
                      ?
                    </p>
                  ) : null}
                </div>
              ) : null}
              {!results.loading && results.hits.length > 0 ? (
                <ul className={styles.grid} aria-label={`${TAB_LABEL[tab]} results`}>
                  {results.hits.map((hit) => {
                    const view = hitView(hit);
                    return (
                      <li key={view.key} className={styles.card}>
                        <img
                          className={styles.image}
                          src={imageOrPlaceholder(view.image)}
                          alt=""
                          width={72}
                          height={72}
                          loading="lazy"
                          onError={fallBackToPlaceholder}
                        />
                        <div className={styles.cardBody}>
                          <Link className={styles.cardLink} to={view.path} onClick={() => opened(view)}>
                            <HighlightedText html={view.highlight} fallback={view.title} />
                          </Link>
                          {view.rating ? <CompactRating rating={view.rating} /> : null}
                          <span className={styles.address}>{view.address}</span>
                          <span className={styles.subtitle}>{view.subtitle}</span>
                          {view.ended ? <span className={styles.ended}>Ended</span> : null}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {results.loadingMore ? <Spinner size="small" label="Loading more results…" /> : null}
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}

export function emptyText(tab: SearchTab, query: string): string {
  return `No ${TAB_LABEL[tab]} found for "${query}"`;
}
