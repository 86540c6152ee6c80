import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window.ts";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(5, 10)).toEqual([0, null, 4, 5, 6, null, 9]);
  });

  it("fills a gap of one page with the page itself", () => {
    expect(pageWindow(3, 10)).toEqual([0, 1, 2, 3, 4, null, 9]);
  });

  it("handles a single page", () => {
    expect(pageWindow(0, 1)).toEqual([0]);
  });
});
