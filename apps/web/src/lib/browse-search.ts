import { MIN_QUERY_LENGTH } from "@lwl/contracts/constants";
import type { SearchFilters } from "./api/search.ts";

/**
 * The browse pages keep their whole state in the address (shareable; the back button restores it):
 * ?q= the search text, one repeated key per facet filter (?city=Pune&city=Mumbai), ?sort=name or
 * ?sort=near with ?lat&lng, and the 1-based ?page= of lib/paths.ts.
 */
export const BROWSE_SORTS = ["relevance", "name", "near"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

export function browseText(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim();
}

export function browseSort(params: URLSearchParams): BrowseSort {
  const sort = params.get("sort");
  if (sort === "near") return nearPoint(params) ? "near" : "relevance";
  return sort === "name" ? "name" : "relevance";
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
): { key: string; filters: SearchFilters } {
  const text = browseText(params);
  const filters: SearchFilters = {};
  for (const name of filterNames) {
    const values = params.getAll(name).filter(Boolean);
    if (values.length > 0) filters[name] = values;
  }
  const sort = browseSort(params);
  const point = nearPoint(params);
  if (sort === "name") filters.sort = "name";
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
