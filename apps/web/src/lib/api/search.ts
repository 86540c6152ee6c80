import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";
import type {
  EventSearchItem,
  EventSearchResults,
  FacetValue,
  ListingSearchItem,
  ListingSearchResults,
  SearchClick,
} from "@lwl/contracts/search";
import { getJson, HttpError, postJson } from "../http.ts";

/** The overlay's tabs; the three listing tabs are also the `{type}` of the listing calls. */
export const SEARCH_TABS = ["college", "school", "tutorial", "events"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export type ListingTab = Exclude<SearchTab, "events">;

export type SearchHit = { kind: "listing"; listing: ListingSearchItem } | { kind: "event"; event: EventSearchItem };

/** One page of hits; results (not suggestions) carry the facet counts and "Did you mean". */
export interface SearchResultPage extends Page<SearchHit> {
  facets?: Partial<Record<string, FacetValue[]>>;
  didYouMean?: string | null;
  /** Several words, some results with only part of them: how many have every word (they come first). */
  matchingEveryWord?: number;
  /** ?after for the page after this one (keyset paging: deep pages stay fast); null on the last page. */
  nextCursor?: string | null;
}

/** Filters, sort and near me of the browse pages; a filter may take several values (any of them). */
export type SearchFilters = Record<string, string | string[] | undefined>;

function emptyPage(page: number, size: number): SearchResultPage {
  return { content: [], number: page, size, totalElements: 0, totalPages: 0, first: page === 0, last: true };
}

/** A query string with repeated keys for several values (?city=Pune&city=Mumbai), leaving out empty ones. */
export function searchQueryString(values: SearchFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item) params.append(name, item);
  }
  return params.toString();
}

function resultsPath(tab: SearchTab, autocomplete: boolean): string {
  const base = tab === "events" ? `${SERVICE_BASE.search}/event` : `${SERVICE_BASE.search}/listing/${tab}`;
  return autocomplete ? `${base}/autocomplete` : base;
}

export interface SearchRequest {
  tab: SearchTab;
  /** Trimmed text; "" asks for the default list. */
  key: string;
  page: number;
  size: number;
  filters?: SearchFilters;
  /** The nextCursor of the page before (results only): the page starts right after it. */
  after?: string;
  autocomplete?: boolean;
  signal?: AbortSignal;
}

/**
 * One page of results or suggestions. Spec section 8: a 404 means "nothing found" and reads as an
 * empty page; other failures reach the caller, which shows no message for them.
 */
/**
 * The key a browse page's results are kept under: the page's own query (browse-pages, events-browse-page)
 * and the first results the server put in the page's HTML (app/prefetch-page-data.ts) must agree.
 */
export function browseResultsKey(
  tab: SearchTab,
  key: string,
  filters: SearchFilters,
  page: number,
  after: string | undefined,
) {
  return ["search", "browse", tab, key, searchQueryString(filters), page, after] as const;
}

/** The service's answer as a page of hits (a listing or an event each). */
export function resultPageOf(
  tab: SearchTab,
  answer: Page<ListingSearchItem | EventSearchItem> & Partial<ListingSearchResults | EventSearchResults>,
): SearchResultPage {
  return tab === "events"
    ? { ...answer, content: (answer.content as EventSearchItem[]).map((event) => ({ kind: "event", event })) }
    : { ...answer, content: (answer.content as ListingSearchItem[]).map((listing) => ({ kind: "listing", listing })) };
}

export async function searchPage({
  tab,
  key,
  page,
  size,
  filters = {},
  after,
  autocomplete = false,
  signal,
}: SearchRequest): Promise<SearchResultPage> {
  const query = searchQueryString({ ...filters, key, page: String(page), size: String(size), after });
  const path = `${resultsPath(tab, autocomplete)}?${query}`;
  try {
    if (tab === "events") {
      return resultPageOf(tab, await getJson<Page<EventSearchItem> & Partial<EventSearchResults>>(path, signal));
    }
    return resultPageOf(tab, await getJson<Page<ListingSearchItem> & Partial<ListingSearchResults>>(path, signal));
  } catch (error) {
    // A cursor the service no longer takes (an edited or old address): the same page by its number.
    if (after && error instanceof HttpError && error.status === 400) {
      return searchPage({ tab, key, page, size, filters, autocomplete, signal });
    }
    if (error instanceof HttpError && error.status === 404) {
      console.info(`No ${autocomplete ? "autocomplete" : tab === "events" ? "event" : "listing"} results found`);
      return emptyPage(page, size);
    }
    throw error;
  }
}

/**
 * POST /clicks: a visitor opened a listing from search results (feeds Top Searches This Month).
 * Fire and forget: counting must never stand between a visitor and the page they chose.
 */
export function reportSearchClick(listingId: number, query: string): void {
  const body: SearchClick = { listingId, query };
  postJson(`${SERVICE_BASE.search}/clicks`, body).catch(() => {});
}
