import { SERVICE_BASE } from "@lwl/contracts/constants";
import { getJson, HttpError, postJson, type QueryValue, withQuery } from "../../../lib/http.ts";
import type { EventHit, ListingHit, SearchPage } from "./search-types.ts";

/** The overlay's tabs; the three listing tabs are also the `{type}` of the listing calls. */
export const SEARCH_TABS = ["college", "school", "tutorial", "events"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export type ListingTab = Exclude<SearchTab, "events">;

export type SearchHit = { kind: "listing"; listing: ListingHit } | { kind: "event"; event: EventHit };

/** Filters and sort of the browse pages, sent as they are in the query string. */
export type SearchFilters = Record<string, QueryValue>;

function emptyPage<Item>(page: number, size: number): SearchPage<Item> {
  return { content: [], number: page, size, totalElements: 0, totalPages: 0, first: page === 0, last: true };
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
  autocomplete?: boolean;
  signal?: AbortSignal;
}

/**
 * One page of results or suggestions. Spec section 8: a 404 means "nothing found" and reads as an
 * empty page; other failures reach the caller, which shows no message for them.
 */
export async function searchPage({
  tab,
  key,
  page,
  size,
  filters = {},
  autocomplete = false,
  signal,
}: SearchRequest): Promise<SearchPage<SearchHit>> {
  const path = withQuery(resultsPath(tab, autocomplete), { ...filters, key, page, size });
  try {
    if (tab === "events") {
      const answer = await getJson<SearchPage<EventHit>>(path, signal);
      return { ...answer, content: answer.content.map((event) => ({ kind: "event", event })) };
    }
    const answer = await getJson<SearchPage<ListingHit>>(path, signal);
    return { ...answer, content: answer.content.map((listing) => ({ kind: "listing", listing })) };
  } catch (error) {
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
  postJson(`${SERVICE_BASE.search}/clicks`, { listingId, query }).catch(() => {});
}
