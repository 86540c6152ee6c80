/**
 * The admin area's paging rules (docs/product.md sections 3 and 4): the state kept per list, and
 * which moves it allows. Next only when there is a next page, previous only when there is a previous
 * one, a page to go to must lie in 0..totalPages-1, and a new page size starts again at page 0.
 */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_INDEX } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";

export interface Pagination {
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  /** Not the last page. */
  hasNext: boolean;
  /** Not the first page. */
  hasPrevious: boolean;
}

export const PAGE_SIZES = [5, 10, 20, 50] as const;

export function paginationOf(result: Page<unknown>): Pagination {
  return {
    page: result.number,
    size: result.size,
    totalElements: result.totalElements,
    totalPages: result.totalPages,
    hasNext: !result.last,
    hasPrevious: !result.first,
  };
}

/** What a failed fetch leaves (docs/product.md section 8): no items, zeroed paging. */
export function emptyPage<Item>(size = DEFAULT_PAGE_SIZE): Page<Item> {
  return { content: [], number: FIRST_PAGE_INDEX, size, totalElements: 0, totalPages: 0, first: true, last: true };
}

export function initialPagination(size = DEFAULT_PAGE_SIZE): Pagination {
  return paginationOf(emptyPage(size));
}

/** The page after this one, or null when there is none. */
export function nextPage(state: Pagination): number | null {
  return state.hasNext ? state.page + 1 : null;
}

/** The page before this one, or null when there is none. */
export function previousPage(state: Pagination): number | null {
  return state.hasPrevious ? state.page - 1 : null;
}

/** The page asked for when it exists (0 <= page < totalPages, a whole number), otherwise null. */
export function pageToGoTo(state: Pagination, page: number): number | null {
  return Number.isInteger(page) && page >= 0 && page < state.totalPages ? page : null;
}

/** A new page size always starts at the first page. */
export function withPageSize(size: number): { page: number; size: number } {
  return { page: FIRST_PAGE_INDEX, size };
}
