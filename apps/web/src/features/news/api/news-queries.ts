import type { BlogArticle, BlogSummary, NewsCategory } from "@lwl/contracts/blogs";
import { DEFAULT_PAGE_SIZE, NEWS_POPUP_ARTICLES, SERVICE_BASE } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson, withQuery } from "../../../lib/http.ts";

/**
 * Every news read of the web app (docs/product.md section 7.5). Keys start with "news", the cache
 * family that lib/query-cache-limits.ts keeps at 30 entries (clean-up at 40, oldest 20 % dropped);
 * entries expire after 30 minutes like every query (lib/query-client.ts).
 */
const base = SERVICE_BASE.news;

export type NewsList = "published" | "featured" | "sponsored" | "breaking-news";

export function newsListQuery(list: NewsList, page: number, size = DEFAULT_PAGE_SIZE) {
  return queryOptions({
    queryKey: ["news", list, page, size] as const,
    queryFn: ({ signal }) => getJson<Page<BlogSummary>>(withQuery(`${base}/${list}`, { page, size }), signal),
  });
}

export const categoriesQuery = queryOptions({
  queryKey: ["news", "categories"] as const,
  queryFn: ({ signal }) => getJson<NewsCategory[]>(`${base}/categories`, signal),
});

export function categoryPostsQuery(slug: string, page: number, size = DEFAULT_PAGE_SIZE) {
  return queryOptions({
    queryKey: ["news", "category", slug.toLowerCase(), page, size] as const,
    queryFn: ({ signal }) =>
      getJson<Page<BlogSummary>>(withQuery(`${base}/category/${encodeURIComponent(slug)}`, { page, size }), signal),
  });
}

export function tagPostsQuery(tag: string, page: number, size = DEFAULT_PAGE_SIZE) {
  return queryOptions({
    queryKey: ["news", "tag", tag.toLowerCase(), page, size] as const,
    queryFn: ({ signal }) =>
      getJson<Page<BlogSummary>>(withQuery(`${base}/tag/${encodeURIComponent(tag)}`, { page, size }), signal),
  });
}

export function articleQuery(id: number) {
  return queryOptions({
    queryKey: ["news", "article", id] as const,
    queryFn: ({ signal }) => getJson<BlogArticle>(`${base}/${id}`, signal),
  });
}

export function useNewsList(list: NewsList, page: number, size = DEFAULT_PAGE_SIZE) {
  return useQuery({ ...newsListQuery(list, page, size), placeholderData: keepPreviousData });
}

export function useCategories() {
  return useQuery(categoriesQuery);
}

/** The header popup's five newest posts of a category, fetched only once the popup opens. */
export function usePopupPosts(slug: string, enabled: boolean) {
  return useQuery({ ...categoryPostsQuery(slug, 0, NEWS_POPUP_ARTICLES), enabled });
}

export function useCategoryPosts(slug: string, page: number) {
  return useQuery({ ...categoryPostsQuery(slug, page), placeholderData: keepPreviousData });
}

export function useTagPosts(tag: string, page: number) {
  return useQuery({ ...tagPostsQuery(tag, page), placeholderData: keepPreviousData });
}

export function useArticle(id: number | null) {
  return useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
}
