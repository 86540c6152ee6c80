import type { EventSearchItem } from "@lwl/contracts/search";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EventsBrowsePage } from "../features/events/events-browse-page.tsx";
import { CollegesPage } from "../features/listings/browse-pages.tsx";
import { ListingDetailPage } from "../features/listings/listing-detail-page.tsx";
import { NewsHomePage } from "../features/news/news-home-page.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { blogSummary, listingDetail, pageOf } from "../test/fixtures.ts";
import { mockApi, renderWithApp, testQueryClient } from "../test/render.tsx";
import { searchItem, searchResults } from "../test/search-fixtures.ts";
import { prefetchPageData, seedPageData } from "./prefetch-page-data.ts";

/** The element the server writes into a detail page's HTML (apps/api/src/modules/pages/head-html.ts). */
function serverData(json: string): void {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "page-data";
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById("page-data")?.remove();
});

describe("seedPageData", () => {
  it("fills the page's query from the data the server wrote for this address, and takes the element out", () => {
    const listing = listingDetail();
    serverData(JSON.stringify({ kind: "listing", id: 1, data: listing }));
    const queryClient = testQueryClient();
    expect(seedPageData(queryClient, "/description/1/green-valley-college")).toBe(true);
    expect(queryClient.getQueryData(["listing", 1])).toEqual(listing);
    expect(document.getElementById("page-data")).toBeNull();
  });

  it("fills an event's and an article's query under the keys their pages read", () => {
    const cases = [
      ["event", 4, "/eventdescription/4/open-day", ["events", "detail", 4]],
      ["article", 68, "/news-description/68/2078", ["news", "article", 68]],
    ] as const;
    for (const [kind, id, pathname, key] of cases) {
      serverData(JSON.stringify({ kind, id, data: { id, title: "From the server" } }));
      const queryClient = testQueryClient();
      expect(seedPageData(queryClient, pathname)).toBe(true);
      expect(queryClient.getQueryData(key)).toEqual({ id, title: "From the server" });
    }
  });

  it("ignores data for another address, of another kind, or that does not parse, and still takes the element out", () => {
    const cases = [
      ['{"kind":"listing","id":2,"data":{"id":2}}', "/description/1/x"],
      ['{"kind":"listing","id":1,"data":{"id":1}}', "/eventdescription/1/x"],
      ['{"kind":"listing","id":1,"data":{"id":1}}', "/college"],
      ['{"kind":"user","id":1,"data":{"id":1}}', "/description/1/x"],
      ['{"kind":"listing","id":1}', "/description/1/x"],
      ["{not json", "/description/1/x"],
    ] as const;
    for (const [json, pathname] of cases) {
      serverData(json);
      const queryClient = testQueryClient();
      expect({ json, pathname, seeded: seedPageData(queryClient, pathname) }).toEqual({
        json,
        pathname,
        seeded: false,
      });
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
      expect(document.getElementById("page-data")).toBeNull();
    }
  });

  it("does nothing on a page without server data", () => {
    const queryClient = testQueryClient();
    expect(seedPageData(queryClient, "/description/1/x")).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("lets a listing page render its content on the first pass, without a skeleton or a request for the listing", () => {
    const calls = mockApi({ "GET /api/events/listing/1": { items: [], total: 0, page: 0, size: 4 } });
    serverData(JSON.stringify({ kind: "listing", id: 1, data: listingDetail() }));
    // The app's own client: its data stays fresh for 30 minutes, so neither the start nor the page asks again.
    const queryClient = createQueryClient();
    seedPageData(queryClient, "/description/1/green-valley-college");
    prefetchPageData(queryClient, "/description/1/green-valley-college");
    renderWithApp(<ListingDetailPage />, {
      at: "/description/1/green-valley-college",
      path: "/description/:listingId/:slug?",
      queryClient,
    });
    // Synchronously after the first render: the heading is there, no loading state was needed.
    expect(screen.getByRole("heading", { level: 1, name: "Green Valley College" })).toBeInTheDocument();
    expect(screen.queryByTestId("detail-skeleton")).toBeNull();
    expect(calls.filter((call) => call.url.pathname === "/api/listings/1")).toEqual([]);
  });

  it("fills a browse page's first results at its plain address, which the page then draws without asking", () => {
    const calls = mockApi({});
    const answer = searchResults([searchItem({ id: 7, name: "Hilltop College", type: "COLLEGE" })]);
    serverData(JSON.stringify({ kind: "browse", browse: "COLLEGE", data: answer }));
    const queryClient = createQueryClient();
    expect(seedPageData(queryClient, "/College")).toBe(true);
    renderWithApp(<CollegesPage />, { at: "/College", queryClient });
    expect(screen.getByRole("link", { name: "Hilltop College" })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.startsWith("/searchservice/"))).toEqual([]);
  });

  it("fills the events page's first results (upcoming events, as the page asks at its plain address)", () => {
    const calls = mockApi({});
    const event: EventSearchItem = {
      id: 5,
      slug: "science-fair",
      listingId: 2,
      title: "Science Fair",
      eventType: "FAIR",
      startsAt: "2099-12-05T04:30:00.000Z",
      endsAt: null,
      timeZone: "Asia/Kolkata",
      city: "Pune",
      address: "12 Hill Road, Pune",
      coverImage: null,
      excerpt: "",
      highlight: "Science Fair",
    };
    const facets = { city: [], state: [], eventType: [], accessibility: [] };
    serverData(
      JSON.stringify({
        kind: "browse",
        browse: "EVENT",
        data: { ...searchResults([]), content: [event], totalElements: 1, totalPages: 1, facets },
      }),
    );
    const queryClient = createQueryClient();
    expect(seedPageData(queryClient, "/event")).toBe(true);
    renderWithApp(<EventsBrowsePage />, { at: "/event", queryClient });
    expect(screen.getByRole("link", { name: "Science Fair" })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.startsWith("/searchservice/"))).toEqual([]);
  });

  it("fills /news's lists at its plain address, which the page then draws on its first pass without asking", () => {
    const calls = mockApi({});
    const lists = {
      "breaking-news": pageOf([blogSummary({ id: 1, title: "Exams moved a week", breaking: true })], 0, 5),
      sponsored: pageOf([blogSummary({ id: 2, title: "Scholarships with Asha Trust", sponsored: true })], 0, 3),
      featured: pageOf([blogSummary({ id: 3, title: "Merit list out", featured: true })], 0, 1),
      published: pageOf([blogSummary({ id: 4, title: "Campus reopens" })], 0, 10),
    };
    serverData(JSON.stringify({ kind: "news", lists }));
    const queryClient = createQueryClient();
    expect(seedPageData(queryClient, "/News")).toBe(true);
    renderWithApp(<NewsHomePage />, { at: "/News", queryClient });
    // Synchronously after the first render: every part is drawn, no skeleton, no request.
    for (const title of ["Exams moved a week", "Scholarships with Asha Trust", "Merit list out", "Campus reopens"]) {
      expect(screen.getAllByRole("link", { name: new RegExp(title) }).length).toBeGreaterThan(0);
    }
    expect(calls.filter((call) => call.url.pathname.startsWith("/api/blogs"))).toEqual([]);
  });

  it("ignores /news's lists on another page of the latest posts, or when a list is missing", () => {
    const list = pageOf([blogSummary({ id: 3, title: "Merit list out" })]);
    const cases = [
      ["/news?page=1", { "breaking-news": list, sponsored: list, featured: list, published: list }],
      ["/news", { "breaking-news": list, sponsored: list, featured: list }],
      ["/news/admissions", { "breaking-news": list, sponsored: list, featured: list, published: list }],
    ] as const;
    for (const [address, lists] of cases) {
      serverData(JSON.stringify({ kind: "news", lists }));
      const queryClient = testQueryClient();
      expect({ address, seeded: seedPageData(queryClient, address) }).toEqual({ address, seeded: false });
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });

  it("ignores a browse page's results on an address with a query string, or on another browse page", () => {
    const answer = searchResults([searchItem({ id: 7, name: "Hilltop College", type: "COLLEGE" })]);
    for (const address of ["/college?q=hill", "/college?page=2", "/school", "/event", "/listing"]) {
      serverData(JSON.stringify({ kind: "browse", browse: "COLLEGE", data: answer }));
      const queryClient = testQueryClient();
      expect({ address, seeded: seedPageData(queryClient, address) }).toEqual({ address, seeded: false });
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
