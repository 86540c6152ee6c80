import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ListingTab, type SearchFilters, searchPage, searchQueryString } from "../../../lib/api/search.ts";

/**
 * How many listings a search finds wherever they are: the same text and filters without near me's
 * radius, one result long (only its total is read). Near me says how many lie further away than its
 * radius with it (issue 28).
 */
export function getListingSearchTotal(tab: ListingTab, key: string, filters: SearchFilters, signal?: AbortSignal) {
  return searchPage({ tab, key, page: 0, size: 1, filters, signal }).then((page) => page.totalElements);
}

export function listingSearchTotalQuery(tab: ListingTab, key: string, filters: SearchFilters) {
  return queryOptions({
    queryKey: ["search", "total", tab, key, searchQueryString(filters)] as const,
    queryFn: ({ signal }) => getListingSearchTotal(tab, key, filters, signal),
  });
}

export function useListingSearchTotal(tab: ListingTab, key: string, filters: SearchFilters, enabled: boolean) {
  return useQuery({ ...listingSearchTotalQuery(tab, key, filters), enabled });
}
