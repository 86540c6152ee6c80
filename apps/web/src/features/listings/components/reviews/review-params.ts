import {
  REVIEW_SORTS,
  REVIEWER_KINDS,
  REVIEWS_PAGE_SIZE,
  type ReviewerKind,
  type ReviewSort,
} from "@lwl/contracts/reviews";
import type { ReviewListQuery } from "../../api/review-cache.ts";
import { REVIEWS_SECTION_ID } from "./listing-reviews.tsx";

/**
 * The list's order, filter and page live in the page's address, so back and forward, reloads and
 * shared links keep them; their own names, so they never collide with another part of the page.
 */
export const REVIEW_PARAMS = { sort: "reviewSort", kind: "reviewKind", page: "reviewPage" } as const;

const isSort = (value: string | null): value is ReviewSort => REVIEW_SORTS.some((sort) => sort === value);
const isKind = (value: string | null): value is ReviewerKind => REVIEWER_KINDS.some((kind) => kind === value);

/** The list's query as the address says it; anything odd reads as the default (newest first, everyone, page 1). */
export function reviewListQuery(search: URLSearchParams): ReviewListQuery {
  const sort = search.get(REVIEW_PARAMS.sort);
  const kind = search.get(REVIEW_PARAMS.kind);
  const page = Number(search.get(REVIEW_PARAMS.page));
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: REVIEWS_PAGE_SIZE,
    sort: isSort(sort) ? sort : "newest",
    kind: isKind(kind) ? kind : null,
  };
}

/**
 * The page's address with the list changed (the page shown starts again at the first unless given).
 * Page links end in #reviews (`toSection`), so they land on the section rather than at the top of the page.
 */
export function reviewListHref(
  pathname: string,
  search: URLSearchParams,
  changes: Partial<Pick<ReviewListQuery, "sort" | "kind" | "page">>,
  toSection = true,
): string {
  const current = reviewListQuery(search);
  const next = { ...current, page: 0, ...changes };
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | null) => (value === null ? params.delete(name) : params.set(name, value));
  set(REVIEW_PARAMS.sort, next.sort === "newest" ? null : next.sort);
  set(REVIEW_PARAMS.kind, next.kind);
  set(REVIEW_PARAMS.page, next.page <= 0 ? null : String(next.page + 1));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${toSection ? `#${REVIEWS_SECTION_ID}` : ""}`;
}
