import { PAGE_DATA_ELEMENT_ID, type PageData, type PageDataKind } from "@lwl/contracts/page-assets";
import type { QueryClient } from "@tanstack/react-query";
import { eventQuery } from "../features/events/api/get-event.ts";
import { listingQuery } from "../features/listings/api/get-listing.ts";
import { articleQuery } from "../features/news/api/news-queries.ts";
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

function isPageData(value: unknown): value is PageData {
  if (typeof value !== "object" || value === null) return false;
  const { kind, id, data } = value as Partial<PageData>;
  return typeof kind === "string" && Object.hasOwn(DETAIL_PAGES, kind) && typeof id === "number" && data != null;
}

/**
 * Puts the API answer the server wrote into a detail page's HTML (apps/api/src/modules/pages,
 * docs/decisions/0014-page-data-in-the-html.md) into the query cache before the first render, so the
 * page draws its content on the first pass, with no skeleton and no request. Only for the address the
 * HTML was served for: data naming another page (or unreadable) is ignored. The element is removed
 * once read, so nothing reads it again after in-app navigation. True when the cache was filled.
 */
export function seedPageData(queryClient: QueryClient, pathname: string, root: ParentNode = document): boolean {
  const element = root.querySelector(`#${PAGE_DATA_ELEMENT_ID}`);
  if (!element) return false;
  element.remove();
  let pageData: unknown;
  try {
    pageData = JSON.parse(element.textContent ?? "");
  } catch {
    return false;
  }
  const page = detailPageOf(pathname);
  if (!page || !isPageData(pageData) || pageData.kind !== page.kind || pageData.id !== page.id) return false;
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
