import { DEFAULT_PAGE_SIZE } from "./constants.ts";

/**
 * The code a public page needs before its first paint, named per page kind: the web build marks each
 * lazy route's modulepreload and stylesheet tags in index.html with the kinds that use them
 * (`data-page="listing"`, apps/web/vite.config.ts), and the server keeps only the current page's
 * (apps/api/src/modules/pages), so the browser fetches them alongside the entry script instead of
 * after it has run, and no page downloads another page's code.
 */
export const PAGE_ASSET_KINDS = [
  "landing",
  "browse-listings",
  "browse-events",
  "listing",
  "event",
  "news",
  "news-category",
  "news-tag",
  "article",
] as const;

export type PageAssetKind = (typeof PAGE_ASSET_KINDS)[number];

/** The attribute that names the page kinds of a tag in index.html (space-separated). */
export const PAGE_ASSET_ATTRIBUTE = "data-page";

/** The landing page's first banner slide: its largest paint, which the server's head preloads. */
export const LANDING_BANNER_IMAGE = "/images/banner-1.svg";

/**
 * The data a page's HTML carries (docs/decisions/0014-page-data-in-the-html.md): the same JSON the
 * API answers for that listing, event or article, or for a browse page's first results, in
 * `<script type="application/json" id="page-data">`, so the app renders the page on its first pass
 * instead of asking the API again.
 */
export const PAGE_DATA_ELEMENT_ID = "page-data";

export type PageDataKind = "listing" | "event" | "article";

export interface DetailPageData {
  kind: PageDataKind;
  id: number;
  /** The API's answer for GET /api/listings/{id}, /api/events/{id} or /api/blogs/{id}. */
  data: unknown;
}

/** The browse pages that list search results: /college, /school, /tutorial and /event. */
export type SearchBrowseKind = "COLLEGE" | "SCHOOL" | "TUTORIAL" | "EVENT";

/** Results per page on the browse pages (the web asks for it; the server's page data answers it): twelve fills whole rows of two, three or four cards. */
export const BROWSE_PAGE_SIZE = 12;

/**
 * The filters /event asks the event search for unless its address says otherwise (issue 28): upcoming
 * events only, past ones behind the page's "Past events" switch. The server's page data for /event
 * answers this same request, so both sides take it from here.
 */
export const EVENT_BROWSE_DEFAULT_FILTERS = { upcoming: "true" } as const;

/**
 * A browse page at its plain address (no search text, filter, sort or page in the query string): the
 * search service's answer for its first page, as `GET /searchservice/api/v1/listing/{type}?page=0&size=12`
 * (or `/event?upcoming=true&...`, EVENT_BROWSE_DEFAULT_FILTERS) answers it.
 */
export interface BrowsePageData {
  kind: "browse";
  browse: SearchBrowseKind;
  data: unknown;
}

/**
 * The lists /news shows at its plain address (issue 28.16), with the size the page asks each for (page
 * 0): the breaking strip, the sponsored column, the featured story and the first page of the latest
 * posts. The server's page data answers these same requests, so both sides take them from here.
 */
export const NEWS_HOME_LISTS = {
  "breaking-news": 5,
  sponsored: 3,
  featured: 1,
  published: DEFAULT_PAGE_SIZE,
} as const;

export type NewsHomeList = keyof typeof NEWS_HOME_LISTS;

/** /news at its plain address: the news service's answer for each of NEWS_HOME_LISTS (GET /api/blogs/{list}?page=0&size=…). */
export interface NewsHomePageData {
  kind: "news";
  lists: Record<NewsHomeList, unknown>;
}

export type PageData = DetailPageData | BrowsePageData | NewsHomePageData;
