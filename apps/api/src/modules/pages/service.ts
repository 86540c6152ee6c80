import { createHash } from "node:crypto";
import { type BlogSummary, blogArticleSchema, blogPageSchema } from "@lwl/contracts/blogs";
import { type EventDetail, eventSchema } from "@lwl/contracts/events";
import { type Listing, listingSchema } from "@lwl/contracts/listings";
import {
  BROWSE_PAGE_SIZE,
  EVENT_BROWSE_DEFAULT_FILTERS,
  LANDING_BANNER_IMAGE,
  NEWS_HOME_LISTS,
  type NewsHomeList,
  type PageData,
  type SearchBrowseKind,
} from "@lwl/contracts/page-assets";
import { landingHead, type PageHead, SITE_DESCRIPTION } from "@lwl/contracts/page-head";
import {
  articleHead,
  browseHead,
  eventHead,
  listingHead,
  newsCategoryHead,
  newsHomeHead,
  newsTagHead,
  notFoundHead,
  STATIC_PAGES,
  staticPageHead,
} from "@lwl/contracts/page-head-kinds";
import { pageTitleOf } from "@lwl/contracts/page-title";
import type { Page } from "@lwl/contracts/paging";
import type { Review } from "@lwl/contracts/reviews";
import {
  eventSearchQuerySchema,
  eventSearchResultsSchema,
  listingSearchQuerySchema,
  listingSearchResultsSchema,
} from "@lwl/contracts/search";
import { IMAGE_SIZES, type StoredImage, storedImageProps } from "@lwl/contracts/stored-image";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { HttpError } from "../../shared/http-error.ts";
import { getPublishedEvent } from "../events/service.ts";
import { getPublishedListing } from "../listings/service.ts";
import { getArticle, listCategoryPosts, listPublished, type PublicList } from "../news/service.ts";
import { listReviews } from "../reviews/service.ts";
import { searchEvents, searchListings } from "../search/service.ts";
import {
  defaultHeadHtml,
  headHtml,
  imagePreloadHtml,
  pageDataHtml,
  withAppMarkup,
  withEarlyHead,
  withHead,
  withInlineStyles,
  withPageAssets,
  withScriptsAfterPaint,
} from "./head-html.ts";
import { type PageRequest, pageAssetKindOf, pageRequestOf } from "./page-kinds.ts";
import {
  breadcrumbList,
  browseCrumb,
  type Crumb,
  eventData,
  HOME_CRUMB,
  type JsonLd,
  listingOrganization,
  NEWS_CRUMB,
  newsArticleData,
  newsCategoryCrumb,
  webSite,
} from "./structured-data.ts";

/**
 * The web app's server render (apps/web/src/entry-server.tsx, docs/decisions/0016-server-rendered-first-paint.md):
 * the markup of the app at an address, drawn from the data the page's HTML carries, with absolute
 * links on PUBLIC_URL's origin; null when the address is not the server's to draw.
 */
export type AppRenderer = (url: string, pageData: PageData | undefined, origin: string) => Promise<string | null>;

/** How many of a listing's latest approved reviews its structured data carries. */
const REVIEWS_IN_STRUCTURED_DATA = 5;

/** The listing's latest approved reviews for its JSON-LD; no read at all when it has none. */
async function latestReviewsOf(deps: PagesDeps, listing: Listing): Promise<Review[]> {
  if (listing.rating.count === 0) return [];
  const page = await listReviews(deps, null, listing.id, { page: 0, size: REVIEWS_IN_STRUCTURED_DATA, sort: "newest" });
  return page.content;
}

export interface PagesDeps {
  db: Database;
  /** The app's clock: which events are upcoming and which month's Top Searches a first page shows. */
  now: Clock;
  /** PUBLIC_URL without a trailing slash: canonical addresses, share images and JSON-LD are absolute. */
  publicUrl: string;
  /** Draws a public page's first paint into its HTML; null without the built server render. */
  renderApp: AppRenderer | null;
  /** A built stylesheet's text by its address (/assets/x.css), written into the page; null: linked as built. */
  stylesheet: (href: string) => string | null;
}

/** The HTML of one page, the status it answers with, and its validator. */
export type RenderedPage =
  | {
      status: 200 | 404;
      html: string;
      /** A weak validator (the page may go out in another encoding). */
      etag: string;
    }
  /** A listing or event asked for at another address than its canonical one: where it lives (path and query). */
  | { status: 301; location: string };

function rendered(status: 200 | 404, html: string): Extract<RenderedPage, { html: string }> {
  return { status, html, etag: `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
}

interface PageHeadAndData {
  status: 200 | 404;
  head: PageHead;
  structuredData: JsonLd[];
  /** The page's largest picture as the app draws it, preloaded by the head (none on a 404). */
  largestImage?: StoredImage;
  /** A detail page's API answer, which the app renders from without asking again (none on a 404). */
  pageData?: PageData;
}

/** A 404 from the content services means "not visible": the page is the app's not-found page. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

function notFound(what: string, pathname: string): PageHeadAndData {
  return { status: 404, head: notFoundHead(what, pathname), structuredData: [] };
}

function found(origin: string, head: PageHead, crumbs: Crumb[], ...data: JsonLd[]): PageHeadAndData {
  return { status: 200, head, structuredData: [...data, breadcrumbList(origin, [HOME_CRUMB, ...crumbs])] };
}

/** The largest picture of each page kind is the one the app marks fetchpriority="high". */
const heroImage = (url: string | null) => storedImageProps(url, IMAGE_SIZES.hero);

/**
 * A browse page's first results as its plain address shows them (what the app asks the search service
 * for: no text, filters or sort, upcoming events only, page 0 of BROWSE_PAGE_SIZE), encoded by the
 * route's own response schema, and the first card's picture, the page's largest paint on a phone.
 * From the search shelf of the content cache (ADR 0013) when anyone asked in the last seconds.
 */
async function browseFirstPage(
  deps: PagesDeps,
  browse: SearchBrowseKind,
): Promise<Pick<PageHeadAndData, "pageData" | "largestImage">> {
  const searchDeps = { db: deps.db, now: deps.now };
  const firstPage = { page: "0", size: String(BROWSE_PAGE_SIZE) };
  if (browse === "EVENT") {
    // The events page shows upcoming events unless its address asks for past ones too.
    const answer = await searchEvents(
      searchDeps,
      eventSearchQuerySchema.parse({ ...EVENT_BROWSE_DEFAULT_FILTERS, ...firstPage }),
    );
    const first = answer.content[0];
    return {
      pageData: { kind: "browse", browse, data: z.encode(eventSearchResultsSchema, answer) },
      largestImage: first ? storedImageProps(first.coverImage, IMAGE_SIZES.card) : undefined,
    };
  }
  const answer = await searchListings(searchDeps, browse, listingSearchQuerySchema.parse(firstPage));
  const first = answer.content[0];
  // The card's own picture: a tutor's card shows a square photo (logo, else cover), the others the cover.
  const picture = !first
    ? undefined
    : browse === "TUTORIAL"
      ? storedImageProps(first.logo ?? first.coverPicture, "112px")
      : storedImageProps(first.coverPicture, IMAGE_SIZES.browseCard);
  return {
    pageData: { kind: "browse", browse, data: z.encode(listingSearchResultsSchema, answer) },
    largestImage: picture,
  };
}

/** The news service's list behind each of NEWS_HOME_LISTS (the address /api/blogs/{list} answers). */
const NEWS_HOME_SOURCES: Record<NewsHomeList, PublicList> = {
  "breaking-news": "breaking",
  sponsored: "sponsored",
  featured: "featured",
  published: "published",
};

/**
 * /news at its plain address (issue 28.16): each list the page shows, as the news service answers it
 * (page 0 at the page's size, encoded by the route's response schema), and the featured story's picture,
 * the page's largest paint.
 */
async function newsHomeLists(deps: PagesDeps): Promise<Pick<PageHeadAndData, "pageData" | "largestImage">> {
  const lists = Object.fromEntries(
    await Promise.all(
      (Object.entries(NEWS_HOME_LISTS) as [NewsHomeList, number][]).map(async ([list, size]) => {
        const answer = await listPublished(deps, NEWS_HOME_SOURCES[list], { page: 0, size });
        return [list, answer] as const;
      }),
    ),
  ) as Record<NewsHomeList, Page<BlogSummary>>;
  const story = lists.featured.content[0];
  return {
    pageData: {
      kind: "news",
      lists: Object.fromEntries(
        Object.entries(lists).map(([list, answer]) => [list, z.encode(blogPageSchema, answer)]),
      ) as Record<NewsHomeList, unknown>,
    },
    largestImage: story ? storedImageProps(story.imgUrl, IMAGE_SIZES.newsFeatured) : undefined,
  };
}

/**
 * The head and structured data of a public page: at most one read of the content (by primary key; a
 * news category counts its published posts; a browse page at its plain address, its first results).
 */
async function headOf(deps: PagesDeps, page: PageRequest, pathname: string, search: string): Promise<PageHeadAndData> {
  const origin = deps.publicUrl;
  switch (page.kind) {
    case "landing":
      return {
        status: 200,
        head: landingHead(),
        structuredData: [webSite(origin), breadcrumbList(origin, [HOME_CRUMB])],
        largestImage: { src: LANDING_BANNER_IMAGE },
      };
    case "browse": {
      const head = browseHead(page.browse);
      // The plain address only: any text, filter, sort or page is asked for by the app, as before.
      const firstPage = search === "" && page.browse !== "ALL" ? await browseFirstPage(deps, page.browse) : {};
      return { ...found(origin, head, [browseCrumb(page.browse)]), ...firstPage };
    }
    case "static": {
      const { title, path } = STATIC_PAGES[page.page];
      return found(origin, staticPageHead(page.page), [{ name: title, path }]);
    }
    case "news":
      return {
        ...found(origin, newsHomeHead(), [NEWS_CRUMB]),
        // The plain address only: another page of the latest posts is asked for by the app, as before.
        ...(search === "" ? await newsHomeLists(deps) : {}),
      };
    case "news-category": {
      // The API's own rule: an editorial category, or one that a published post uses (else its 404).
      const known = await orNull(listCategoryPosts(deps, page.slug, { page: 0, size: 1 }));
      if (!known) return notFound("news category", pathname);
      return found(origin, newsCategoryHead(page.slug), [NEWS_CRUMB, newsCategoryCrumb(page.slug)]);
    }
    case "news-tag": {
      const head = newsTagHead(page.tag);
      return found(origin, head, [NEWS_CRUMB, { name: `Tagged “${page.tag}”`, path: head.path }]);
    }
    case "listing": {
      const listing: Listing | null = page.id === null ? null : await orNull(getPublishedListing(deps, page.id));
      if (!listing) return notFound("listing", pathname);
      const head = listingHead(listing);
      const reviews = await latestReviewsOf(deps, listing);
      return {
        ...found(
          origin,
          head,
          [browseCrumb(listing.type), { name: listing.name, path: head.path }],
          listingOrganization(origin, listing, head.path, reviews),
        ),
        largestImage: heroImage(listing.coverPicture),
        // Encoded by the API's own response schema, as GET /api/listings/{id} answers: nothing more.
        pageData: { kind: "listing", id: listing.id, data: z.encode(listingSchema, listing) },
      };
    }
    case "event": {
      const event: EventDetail | null = page.id === null ? null : await orNull(getPublishedEvent(deps, page.id));
      if (!event) return notFound("event", pathname);
      const head = eventHead(event);
      return {
        ...found(
          origin,
          head,
          [browseCrumb("EVENT"), { name: event.title, path: head.path }],
          eventData(origin, event, head.path),
        ),
        largestImage: heroImage(event.coverImage),
        pageData: { kind: "event", id: event.id, data: z.encode(eventSchema, event) },
      };
    }
    case "article": {
      // The article as every visitor reads it (GET /api/blogs/{id} without a session), from the content cache.
      const article = page.id === null ? null : await orNull(getArticle(deps, page.id, null));
      if (!article) return notFound("article", pathname);
      const head = articleHead(article);
      return {
        ...found(
          origin,
          head,
          [NEWS_CRUMB, newsCategoryCrumb(article.category), { name: article.title, path: head.path }],
          newsArticleData(origin, article, article.listing, head.path),
        ),
        largestImage: storedImageProps(article.imgUrl, IMAGE_SIZES.article),
        pageData: { kind: "article", id: article.id, data: z.encode(blogArticleSchema, article) },
      };
    }
  }
}

/**
 * The built index.html with the page's own head written in (docs/decisions/0011-server-written-head.md):
 * title, description, canonical address, Open Graph and Twitter card tags and schema.org JSON-LD for
 * the public pages; the site's title and description for the others. A listing, event or article
 * page of something a visitor cannot see answers 404 with a not-found head (the app shows its
 * not-found page). With the database unreachable the page still goes out, with the site's head.
 * A public page also keeps its own route's code and styles from index.html (the others are left
 * out) and preloads its largest picture, so neither waits for the app's entry script to run; a
 * listing, event or article page carries its API answer, and a browse page at its plain address its
 * first results (docs/decisions/0014-page-data-in-the-html.md). `url` is the request's path and query.
 */
export async function renderPage(
  deps: PagesDeps,
  template: string,
  url: string,
  onReadError: (error: unknown) => void = () => {},
): Promise<RenderedPage> {
  const [pathname = "/", search = ""] = url.split(/\?(.*)/s);
  const page = pageRequestOf(pathname);
  const pageTemplate = withInlineStyles(withPageAssets(template, page ? pageAssetKindOf(page) : null), deps.stylesheet);
  const siteHead = { title: pageTitleOf(), description: SITE_DESCRIPTION };
  if (!page) return rendered(200, withHead(pageTemplate, defaultHeadHtml(siteHead)));
  let result: PageHeadAndData;
  try {
    result = await headOf(deps, page, pathname, search);
  } catch (error) {
    onReadError(error);
    return rendered(200, withHead(pageTemplate, defaultHeadHtml(siteHead)));
  }
  // A listing or event under an old slug (renamed since) or none moves to its canonical address, as
  // the app itself would once loaded: crawlers and shared links learn the one address.
  const isDetail = page.kind === "listing" || page.kind === "event";
  if (isDetail && result.status === 200 && result.head.path !== pathname) {
    return { status: 301, location: search ? `${result.head.path}?${search}` : result.head.path };
  }
  const head =
    headHtml(result.head, deps.publicUrl, result.structuredData) +
    (result.pageData ? pageDataHtml(result.pageData) : "");
  const html = withEarlyHead(
    withHead(pageTemplate, head),
    result.largestImage ? imagePreloadHtml(result.largestImage) : "",
  );
  // The first paint, on found pages (a 404's would be the app's skeleton of what is not there).
  const markup = result.status === 200 ? await appMarkup(deps, url, result.pageData, onReadError) : null;
  return rendered(result.status, markup ? withScriptsAfterPaint(withAppMarkup(html, markup)) : html);
}

/** The app's markup at `url`, or null (no server render, or it failed: the page goes out as before and the browser draws it). */
async function appMarkup(
  deps: PagesDeps,
  url: string,
  pageData: PageData | undefined,
  onError: (error: unknown) => void,
): Promise<string | null> {
  if (!deps.renderApp) return null;
  try {
    return await deps.renderApp(url, pageData, deps.publicUrl);
  } catch (error) {
    onError(error);
    return null;
  }
}
