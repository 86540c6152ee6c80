import { describe, expect, it } from "vitest";
import {
  emptyPage,
  initialPagination,
  nextPage,
  type Pagination,
  pageToGoTo,
  paginationOf,
  previousPage,
  withPageSize,
} from "./paging.ts";

const at = (page: number, totalPages: number): Pagination =>
  paginationOf({
    content: [],
    number: page,
    size: 10,
    totalElements: totalPages * 10,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
  });

describe("admin paging rules (docs/product.md section 4)", () => {
  it("reads hasNext as not last and hasPrevious as not first", () => {
    expect(at(0, 3)).toEqual({
      page: 0,
      size: 10,
      totalElements: 30,
      totalPages: 3,
      hasNext: true,
      hasPrevious: false,
    });
    expect(at(2, 3)).toMatchObject({ hasNext: false, hasPrevious: true });
  });

  it("allows the next page only when there is one", () => {
    expect(nextPage(at(0, 3))).toBe(1);
    expect(nextPage(at(2, 3))).toBeNull();
    expect(nextPage(initialPagination())).toBeNull();
  });

  it("allows the previous page only when there is one", () => {
    expect(previousPage(at(2, 3))).toBe(1);
    expect(previousPage(at(0, 3))).toBeNull();
  });

  it("goes to a page only within 0..totalPages-1", () => {
    const state = at(1, 3);
    expect(pageToGoTo(state, 0)).toBe(0);
    expect(pageToGoTo(state, 2)).toBe(2);
    expect(pageToGoTo(state, 3)).toBeNull();
    expect(pageToGoTo(state, -1)).toBeNull();
    expect(pageToGoTo(state, 1.5)).toBeNull();
    expect(pageToGoTo(state, Number.NaN)).toBeNull();
    expect(pageToGoTo(initialPagination(), 0)).toBeNull();
  });

  it("starts again at page 0 when the page size changes", () => {
    expect(withPageSize(20)).toEqual({ page: 0, size: 20 });
  });

  it("gives an empty result with zeroed paging for a failed fetch (section 8)", () => {
    expect(emptyPage(20)).toEqual({
      content: [],
      number: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
    });
  });
});
