import { describe, expect, it } from "vitest";
import { pageQuerySchema, toPage } from "../src/paging.ts";

describe("pageQuerySchema", () => {
  it("defaults to page 0 of size 10", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
  });
  it("coerces query strings", () => {
    expect(pageQuerySchema.parse({ page: "2", size: "20" })).toEqual({ page: 2, size: 20 });
  });
  it("refuses negative pages, zero or oversized sizes and non-numbers", () => {
    expect(pageQuerySchema.safeParse({ page: "-1" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ size: "0" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ size: "101" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: "abc" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: "1.5" }).success).toBe(false);
  });
});

describe("toPage", () => {
  it("marks first and last pages", () => {
    expect(toPage([1, 2], { page: 0, size: 2 }, 5)).toMatchObject({ totalPages: 3, first: true, last: false });
    expect(toPage([5], { page: 2, size: 2 }, 5)).toMatchObject({ totalPages: 3, first: false, last: true });
  });
  it("handles an empty result", () => {
    expect(toPage([], { page: 0, size: 10 }, 0)).toEqual({
      content: [],
      number: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
    });
  });
});
