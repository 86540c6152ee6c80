import type { BlogSummary } from "@lwl/contracts/blogs";
import { SERVICE_BASE, TOP_NEWS_COUNT } from "@lwl/contracts/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/http.ts";

/** GET /api/blogs/top/{n}: the landing page asks for the top 10 (docs/product.md section 7). */
export function getTopNews(count: number, signal?: AbortSignal) {
  return getJson<BlogSummary[]>(`${SERVICE_BASE.news}/top/${count}`, signal);
}

export const topNewsQuery = queryOptions({
  queryKey: ["news", "top", TOP_NEWS_COUNT] as const,
  queryFn: ({ signal }) => getTopNews(TOP_NEWS_COUNT, signal),
});

export function useTopNews() {
  return useQuery(topNewsQuery);
}
