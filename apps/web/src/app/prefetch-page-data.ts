import {
  type BrowsePageData,
  type DetailPageData,
  EVENT_BROWSE_DEFAULT_FILTERS,
  NEWS_HOME_LISTS,
  type NewsHomeList,
  type NewsHomePageData,
  PAGE_DATA_ELEMENT_ID,
  type PageDataKind,
  type SearchBrowseKind,
} from "@lwl/contracts/page-assets";
import type { QueryClient } from "@tanstack/react-query";
import { eventQuery } from "../features/events/api/get-event.ts";
import { listingQuery } from "../features/listings/api/get-listing.ts";
import { articleQuery, newsListQuery } from "../features/news/api/news-queries.ts";
import { browseResultsKey, resultPageOf, type SearchTab } from "../lib/api/search.ts";
import { PATHS, parseId } from "../lib/paths.ts";

/** The detail pages, and the query each one reads (the key its page uses, and how to fetch it). */
const DETAIL_PAGES = {
  listing: { prefix: PATHS.listingDetail, query: listingQuery },
  event: { prefix: PATHS.eventDetail, query: eventQuery },
  article: { prefix: PATHS.newsArticle, query: articleQuery },
} satisfies Record<PageDataKind, { prefix: string; query: (id: number) => unknown }>;

/** The listing, event or article id of a detail page's address, or null for other addresses. */
export function detailPageOf(pathname: string): { kind: PageDataKind; id: number } | null {
  for (const [kind, { prefix }] of Object.entries(DETAIL_PAGES) as [PageDataKind, { prefix: string }][]) {
    const match = new RegExp(`^${prefix}/([^/]+)`, "i").exec(pathname);
    const id = match ? parseId(match[1]) : null;
    if (id !== null) return { kind, id };
  }
  return null;
}

/** The browse pages that list search results, and the tab their results are kept under. */
const BROWSE_PAGES = {
  COLLEGE: { path: PATHS.colleges, tab: "college" },
  SCHOOL: { path: PATHS.schools, tab: "school" },
  TUTORIAL: { path: PATHS.tutorials, tab: "tutorial" },
  EVENT: { path: PATHS.events, tab: "events" },
} satisfies Record<SearchBrowseKind, { path: string; tab: SearchTab }>;

/** The browse page of an address (its path only; case-insensitive, as the routes match), or null. */
function browsePageOf(pathname: string): SearchBrowseKind | null {
  for (const [kind, { path }] of Object.entries(BROWSE_PAGES) as [SearchBrowseKind, { path: string }][]) {
    if (new RegExp(`^${path}/?$`, "i").test(pathname)) return kind;
  }
  return null;
}

function isDetailPageData(value: unknown): value is DetailPageData {
  if (typeof value !== "object" || value === null) return false;
  const { kind, id, data } = value as Partial<DetailPageData>;
  return typeof kind === "string" && Object.hasOwn(DETAIL_PAGES, kind) && typeof id === "number" && data != null;
}

function isBrowsePageData(value: unknown): value is BrowsePageData {
  if (typeof value !== "object" || value === null) return false;
  const { kind, browse, data } = value as Partial<BrowsePageData>;
  return kind === "browse" && typeof browse === "string" && Object.hasOwn(BROWSE_PAGES, browse) && data != null;
}

function isNewsHomePageData(value: unknown): value is NewsHomePageData {
  if (typeof value !== "object" || value === null) return false;
  const { kind, lists } = value as Partial<NewsHomePageData>;
  return (
    kind === "news" &&
    typeof lists === "object" &&
    lists !== null &&
    Object.keys(NEWS_HOME_LISTS).every((list) => lists[list as NewsHomeList] != null)
  );
}

/**
 * Puts the API answer the server wrote into a page's HTML (apps/api/src/modules/pages,
 * docs/decisions/0014-page-data-in-the-html.md) into the query cache before the first render, so the
 * page draws its content on the first pass, with no skeleton and no request: a detail page's content,
 * a browse page's first results, or /news's lists, at its plain address (no query string). Only for the address the
 * HTML was served for (`address`: path and query): data naming another page (or unreadable) is
 * ignored. The element is removed once read, so nothing reads it again after in-app navigation. True
 * when the cache was filled.
 */
export function seedPageData(queryClient: QueryClient, address: string, root: ParentNode = document): boolean {
  const element = root.querySelector(`#${PAGE_DATA_ELEMENT_ID}`);
  if (!element) return false;
  element.remove();
  let pageData: unknown;
  try {
    pageData = JSON.parse(element.textContent ?? "");
  } catch {
    return false;
  }
  const [pathname = "/", search = ""] = address.split(/\?(.*)/s);
  if (new RegExp(`^${PATHS.news}/?$`, "i").test(pathname)) {
    if (search !== "" || !isNewsHomePageData(pageData)) return false;
    // The news service's answer to each list /news asks for at its plain address (page 0).
    for (const [list, size] of Object.entries(NEWS_HOME_LISTS) as [NewsHomeList, number][]) {
      queryClient.setQueryData<unknown>(newsListQuery(list, 0, size).queryKey, pageData.lists[list]);
    }
    return true;
  }
  const browse = browsePageOf(pathname);
  if (browse) {
    if (search !== "" || !isBrowsePageData(pageData) || pageData.browse !== browse) return false;
    // The service's answer to the first page that the browse page asks for at its plain address.
    const { tab } = BROWSE_PAGES[browse];
    const answer = pageData.data as Parameters<typeof resultPageOf>[1];
    const filters = tab === "events" ? { ...EVENT_BROWSE_DEFAULT_FILTERS } : {};
    queryClient.setQueryData(browseResultsKey(tab, "", filters, 0, undefined), resultPageOf(tab, answer));
    return true;
  }
  const page = detailPageOf(pathname);
  if (!page || !isDetailPageData(pageData) || pageData.kind !== page.kind || pageData.id !== page.id) return false;
  // The server wrote the API's own answer for this id (encoded by its response schema), so it is the
  // query's data as it would have fetched it.
  const { queryKey } = DETAIL_PAGES[page.kind].query(page.id);
  queryClient.setQueryData<unknown>(queryKey as readonly unknown[], pageData.data);
  return true;
}

/**
 * Asks for a detail page's data as the app starts, alongside the page's own code instead of after
 * it: on a phone that is one round trip less before the page (and its largest paint) can show. The
 * page's query finds the request under way in the cache (or, after seedPageData, the data already
 * there, and asks for nothing). Other addresses ask for nothing.
 */
export function prefetchPageData(queryClient: QueryClient, pathname: string): void {
  const page = detailPageOf(pathname);
  if (!page) return;
  // Each query's own options (its key and fetch), prefetched alone so their types stay exact.
  if (page.kind === "listing") void queryClient.prefetchQuery(listingQuery(page.id));
  else if (page.kind === "event") void queryClient.prefetchQuery(eventQuery(page.id));
  else void queryClient.prefetchQuery(articleQuery(page.id));
}
