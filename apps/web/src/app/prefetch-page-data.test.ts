import { describe, expect, it } from "vitest";
import { mockApi, testQueryClient } from "../test/render.tsx";
import { prefetchPageData } from "./prefetch-page-data.ts";

function requestedKeys(pathname: string): unknown[] {
  mockApi({});
  const queryClient = testQueryClient();
  prefetchPageData(queryClient, pathname);
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe("prefetchPageData", () => {
  it("asks for a listing's, an event's or an article's data under the key its page reads", () => {
    expect(requestedKeys("/description/1749/bengaluru-school-of-management")).toEqual([["listing", 1749]]);
    expect(requestedKeys("/eventdescription/1")).toEqual([["events", "detail", 1]]);
    expect(requestedKeys("/news-description/68/2078")).toEqual([["news", "article", 68]]);
    expect(requestedKeys("/Description/7/x")).toEqual([["listing", 7]]);
  });

  it("asks for nothing on other pages or for an id that cannot name anything", () => {
    expect(requestedKeys("/")).toEqual([]);
    expect(requestedKeys("/college")).toEqual([]);
    expect(requestedKeys("/description/abc/x")).toEqual([]);
    expect(requestedKeys("/description/0")).toEqual([]);
    expect(requestedKeys("/descriptionx/5")).toEqual([]);
  });
});
