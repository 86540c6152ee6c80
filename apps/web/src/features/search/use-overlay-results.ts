import { FIRST_LOAD_DELAY_MS, MIN_QUERY_LENGTH, SEARCH_PAGE_SIZE } from "@lwl/contracts/constants";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { type SearchTab, searchPage } from "../../lib/api/search.ts";

export const MIN_LENGTH_TEXT = "At least three letters required.";
export const MIN_LENGTH_TOAST = "Please enter at least 3 characters";

/** What the typed text asks for: the default list, a search, or nothing yet (one or two letters). */
export type QueryKind = "default" | "search" | "too-short";

export function queryKind(text: string): QueryKind {
  const key = text.trim();
  if (key === "") return "default";
  return key.length < MIN_QUERY_LENGTH ? "too-short" : "search";
}

/**
 * The overlay's results (docs/product.md 2.9 and 4.1): nothing for the first 400 ms after opening,
 * then the default list or the settled query's first page; each further page is added below while
 * pages remain. One or two letters empty the results, show the hint and raise the toast.
 */
export function useOverlayResults(tab: SearchTab, settledText: string) {
  const [firstLoadDue, setFirstLoadDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setFirstLoadDue(true), FIRST_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const key = settledText.trim();
  const kind = queryKind(key);

  useEffect(() => {
    if (kind === "too-short") toast.info(MIN_LENGTH_TOAST, { toastId: "search-min-length" });
  }, [kind]);

  const results = useInfiniteQuery({
    queryKey: ["search", "overlay", tab, key] as const,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await searchPage({ tab, key, page: pageParam, size: SEARCH_PAGE_SIZE, signal });
      } catch {
        // Spec section 8: other failures are swallowed, with no result and no message.
        return null;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last && !last.last ? last.number + 1 : undefined),
    enabled: firstLoadDue && kind !== "too-short",
    // Each opening starts from a clean overlay (the spec clears query and results on close).
    gcTime: 0,
  });

  const hits = kind === "too-short" ? [] : (results.data?.pages.flatMap((page) => page?.content ?? []) ?? []);
  const firstPage = results.data?.pages[0] ?? null;
  return {
    kind,
    key,
    hits,
    failed: results.isSuccess && firstPage === null,
    /** The server's close spelling when nothing matched. */
    didYouMean: firstPage?.didYouMean ?? null,
    totalElements: firstPage?.totalElements ?? 0,
    loading:
      kind !== "too-short" &&
      (!firstLoadDue || results.isPending || (results.isFetching && !results.isFetchingNextPage)),
    loadingMore: results.isFetchingNextPage,
    hasMore: kind !== "too-short" && results.hasNextPage,
    loadMore: () => {
      if (results.hasNextPage && !results.isFetchingNextPage && !results.isFetching) void results.fetchNextPage();
    },
  };
}
