import { MIN_QUERY_LENGTH } from "@lwl/contracts/constants";
import { MIN_RATING_CHOICES } from "@lwl/contracts/rating-score";
import type { SearchFilters } from "./api/search.ts";

/**
 * The browse pages keep their whole state in the address (shareable; the back button restores it):
 * ?q= the search text, one repeated key per facet filter (?city=Pune&city=Mumbai), ?sort=name or
 * ?sort=near with ?lat&lng, and the 1-based ?page= of lib/paths.ts, with ?after= (the service's
 * cursor) on the link to the next page, so deep pages are read by keyset rather than by offset.
 * Listings (`rated`) also sort by ?sort=rating and keep ?minRating=4 or 3 ("4 stars and up", issue 26).
 */
export const BROWSE_SORTS = ["relevance", "name", "rating", "near"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export type MinRating = (typeof MIN_RATING_CHOICES)[number];

export function browseText(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim();
}

/** The sort in the address; "rating" only where there are ratings (`rated`: the listings' pages). */
export function browseSort(params: URLSearchParams, rated = false): BrowseSort {
  const sort = params.get("sort");
  if (sort === "near") return nearPoint(params) ? "near" : "relevance";
  if (sort === "rating") return rated ? "rating" : "relevance";
  return sort === "name" ? "name" : "relevance";
}

/** "N stars and up" in the address (?minRating=4), when it is one the page offers. */
export function browseMinRating(params: URLSearchParams): MinRating | null {
  const chosen = Number(params.get("minRating"));
  return MIN_RATING_CHOICES.find((choice) => choice === chosen) ?? null;
}

function nearPoint(params: URLSearchParams): { lat: string; lng: string } | null {
  const lat = params.get("lat");
  const lng = params.get("lng");
  return lat && lng && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) ? { lat, lng } : null;
}

/**
 * What the search service is asked for: the text (only from three letters on: shorter text is
 * not searched, as in the overlay), the filters named, the sort and near me.
 */
export function browseRequest(
  params: URLSearchParams,
  filterNames: readonly string[],
  { rated = false }: { rated?: boolean } = {},
): { key: string; filters: SearchFilters } {
  const text = browseText(params);
  const filters: SearchFilters = {};
  for (const name of filterNames) {
    const values = params.getAll(name).filter(Boolean);
    if (values.length > 0) filters[name] = values;
  }
  const minRating = rated ? browseMinRating(params) : null;
  if (minRating !== null) filters.minRating = String(minRating);
  const sort = browseSort(params, rated);
  const point = nearPoint(params);
  if (sort === "name" || sort === "rating") filters.sort = sort;
  if (sort === "near" && point) {
    filters.sort = "distance";
    filters.lat = point.lat;
    filters.lng = point.lng;
  }
  return { key: text.length >= MIN_QUERY_LENGTH ? text : "", filters };
}

/** The address with some keys set (a string or several) or removed (null); any change goes back to page 1. */
export function browseHref(
  pathname: string,
  params: URLSearchParams,
  changes: Record<string, string | string[] | null>,
): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  next.delete("after");
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    for (const item of value === null ? [] : Array.isArray(value) ? value : [value]) if (item) next.append(name, item);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Adds or removes one value of a facet filter. */
export function toggledFilterHref(pathname: string, params: URLSearchParams, name: string, value: string): string {
  const current = params.getAll(name);
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return browseHref(pathname, params, { [name]: next });
}

/** The cursor of the page in the address (?after=), if any. */
export function browseCursor(params: URLSearchParams): string | undefined {
  return params.get("after") || undefined;
}

/**
 * The link to a page: the next page carries the current page's cursor (keyset paging), any other page
 * only its number (the service pages by position, fine for the first pages and for jumps).
 */
export function browsePageHref(
  pathname: string,
  params: URLSearchParams,
  pageIndex: number,
  current: { number: number; nextCursor?: string | null } | undefined,
): string {
  const next = new URLSearchParams(params);
  next.delete("after");
  if (pageIndex <= 0) next.delete("page");
  else next.set("page", String(pageIndex + 1));
  if (current?.nextCursor && pageIndex === current.number + 1) next.set("after", current.nextCursor);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
