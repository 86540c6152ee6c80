import { MIN_QUERY_LENGTH } from "@lwl/contracts/constants";
import type { FacetValue } from "@lwl/contracts/search";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import {
  BROWSE_SORTS,
  type BrowseSort,
  browseHref,
  browseMinRating,
  browseSort,
  browseText,
  toggledFilterHref,
} from "../../lib/browse-search.ts";
import { useNearMe } from "../../lib/use-near-me.ts";
import { LoadingOverlay } from "../ui/loading-overlay.tsx";
import { FilterBox, filterChoiceClass } from "./filter-box.tsx";
import styles from "./search-browse.module.css";

export interface FacetGroup {
  /** The query key, the same in the address and in the search call. */
  name: string;
  label: string;
  /** Values with their counts; undefined while the first answer is on its way. */
  values: FacetValue[] | undefined;
  labelFor?: (value: string) => string;
}

/** Spec section 8's toast, the same as the overlay's. */
export const SHORT_SEARCH_TOAST = "Please enter at least 3 characters";
export const POSITION_REFUSED_TOAST =
  "We could not find your position, so the results stay in their usual order. You can allow location access in your browser and try again.";

const SORT_LABEL: Record<BrowseSort, string> = {
  relevance: "Relevance",
  name: "Name (A–Z)",
  rating: "Highest rated",
  near: "Near me",
};

/** Checkboxes of one facet, each with its count; values already chosen stay listed even at zero. */
function FacetFieldset({ group, selected }: { group: FacetGroup; selected: string[] }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const values = [...(group.values ?? [])];
  for (const value of selected) if (!values.some((item) => item.value === value)) values.push({ value, count: 0 });
  // Until the first answer nothing is drawn (the panel keeps the room): a group drawn empty and then
  // filled would push the ones under it down.
  if (group.values === undefined || values.length === 0) return null;
  return (
    <FilterBox title={group.label}>
      <ul className={styles.facetValues}>
        {values.map((item) => (
          // Uncontrolled, re-made when the address changes: the box ticks at once on a click, while
          // the new address is on its way, and still shows what the address says after back and forward.
          <li key={`${item.value}:${selected.includes(item.value)}`}>
            <label className={filterChoiceClass}>
              <input
                type="checkbox"
                // Read out as "Pune (4)"; seen as the name and a count pill.
                aria-label={`${group.labelFor ? group.labelFor(item.value) : item.value} (${item.count})`}
                defaultChecked={selected.includes(item.value)}
                onChange={() =>
                  void navigate(toggledFilterHref(pathname, params, group.name, item.value), {
                    preventScrollReset: true,
                  })
                }
              />
              <span className={styles.facetLabel}>{group.labelFor ? group.labelFor(item.value) : item.value}</span>
              <span className={styles.facetCount} aria-hidden="true">
                {item.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </FilterBox>
  );
}

interface SearchBrowseProps {
  /** What the box searches, for its label: "schools", "events". */
  noun: string;
  groups: FacetGroup[];
  /** Filters that are not value lists (the events' dates, the listings' rating). */
  extraFilters?: ReactNode;
  /** What is found has reviews (listings): sort by rating, and ?minRating counts among the filters. */
  rated?: boolean;
  /** The results (a PagedGrid). */
  children: ReactNode;
}

/**
 * A browse page's search box, sort and facet filters around its results (issue 9). Every choice is
 * a new address, so a filtered page can be shared, reloaded and gone back to.
 */
export function SearchBrowse({ noun, groups, extraFilters, rated = false, children }: SearchBrowseProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ids = useId();
  const { locating, locate } = useNearMe();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const text = browseText(params);
  const sort = browseSort(params, rated);
  const activeCount =
    groups.reduce((sum, group) => sum + params.getAll(group.name).length, 0) +
    (rated && browseMinRating(params) !== null ? 1 : 0);
  const sorts = BROWSE_SORTS.filter((value) => rated || value !== "rating");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("q");
    const value = field instanceof HTMLInputElement ? field.value.trim() : "";
    if (value.length > 0 && value.length < MIN_QUERY_LENGTH) {
      toast.info(SHORT_SEARCH_TOAST, { toastId: "search-min-length" });
      return;
    }
    void navigate(browseHref(pathname, params, { q: value || null }));
  };

  const changeSort = async (next: BrowseSort) => {
    if (next !== "near") {
      void navigate(browseHref(pathname, params, { sort: next === "relevance" ? null : next, lat: null, lng: null }));
      return;
    }
    const position = await locate();
    if (!position) {
      toast.info(POSITION_REFUSED_TOAST, { toastId: "near-me-refused" });
      return;
    }
    void navigate(browseHref(pathname, params, { sort: "near", lat: String(position.lat), lng: String(position.lng) }));
  };

  const clearHref = browseHref(
    pathname,
    params,
    Object.fromEntries([
      ...groups.map((group) => [group.name, null]),
      ["from", null],
      ["to", null],
      ["upcoming", null],
      ["minRating", null],
    ]),
  );

  return (
    <div className={styles.layout}>
      {locating ? <LoadingOverlay /> : null}
      <div className={styles.toolbar}>
        <form className={styles.searchForm} aria-label={`Search ${noun}`} onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`${ids}-q`}>
            Search {noun}
          </label>
          {/* key: going back to another address shows that address's text. */}
          <input
            key={text}
            id={`${ids}-q`}
            className={styles.searchInput}
            type="search"
            name="q"
            defaultValue={text}
            maxLength={100}
            placeholder={`Search ${noun} by name, city or subject`}
          />
          <button type="submit" className={styles.searchButton}>
            Search
          </button>
        </form>
        <div className={styles.sort}>
          <label htmlFor={`${ids}-sort`}>Sort by</label>
          <select
            id={`${ids}-sort`}
            className={styles.sortSelect}
            value={sort}
            onChange={(event) => void changeSort(event.target.value as BrowseSort)}
          >
            {sorts.map((value) => (
              <option key={value} value={value}>
                {SORT_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters{activeCount > 0 ? ` (${activeCount})` : ""}
        </button>
      </div>
      <aside id={`${ids}-filters`} className={styles.filters} data-open={filtersOpen} aria-label={`Filter ${noun}`}>
        {/* What is always there comes first, so the facets arriving under it move nothing. */}
        {activeCount > 0 || params.has("from") || params.has("to") || params.has("upcoming") ? (
          <button type="button" className={styles.clear} onClick={() => void navigate(clearHref)}>
            Clear filters
          </button>
        ) : null}
        {extraFilters}
        {groups.map((group) => (
          <FacetFieldset key={group.name} group={group} selected={params.getAll(group.name)} />
        ))}
      </aside>
      <div className={styles.results}>{children}</div>
    </div>
  );
}
