import { type BlogArticle, type BlogSummary, type NewsCategory, RELATED_POSTS } from "@lwl/contracts/blogs";
import { categoryNameOf, EDITORIAL_CATEGORIES } from "@lwl/contracts/news-categories";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { notFound } from "../../shared/http-error.ts";
import { cachedCount } from "../../shared/page-totals.ts";
import { type Actor, hasOwnerRights } from "../access/policy.ts";
import { htmlToText, sanitizeArticleHtml } from "../content/html.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { cachedContent, contentKeys } from "../content-cache/service.ts";
import { toPostArticle, toPostSummary } from "./mappers.ts";
import * as queries from "./queries.ts";

export interface NewsDeps {
  db: Database;
  /** PUBLIC_URL, for the sanitiser's own-media rule. */
  publicUrl: string;
  /** How long a page total of published posts is kept. */
  now: Clock;
}

const WORDS_PER_MINUTE = 200;

export function listTopNews(deps: NewsDeps, count: number): Promise<BlogSummary[]> {
  return cachedContent(deps.db, contentKeys.section(`news:top:${count}`), async () =>
    (await queries.findTopPublished(deps.db, count)).map(toPostSummary),
  );
}

/** Whole minutes to read some HTML at 200 words a minute, at least 1. */
export function readingMinutesOf(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The author (while a ListingOwner: a demoted author reads as visitors do) and administrators. */
const canSeeEveryStatus = (viewer: Actor | null, authorId: string | null) =>
  viewer !== null && hasOwnerRights(viewer, authorId);

/**
 * One article. Visitors see published posts only (anything else is a 404); the author and
 * administrators also see the post in any other status, to preview it. The content is sanitised
 * again on read, whatever wrote it. A post whose listing is not published stays readable, it only
 * does not name the listing.
 */
export function getArticle(deps: NewsDeps, id: number, viewer: Actor | null): Promise<BlogArticle> {
  // Only what every visitor sees is cached: a signed-in author may preview an unpublished post.
  if (viewer !== null) return loadArticle(deps, id, viewer);
  return cachedContent(deps.db, contentKeys.post(id), () => loadArticle(deps, id, null));
}

async function loadArticle(deps: NewsDeps, id: number, viewer: Actor | null): Promise<BlogArticle> {
  const found = await queries.findPostWithListing(deps.db, id);
  if (!found || !(isVisibleStatus(found.blog.status) || canSeeEveryStatus(viewer, found.blog.authorId))) {
    throw notFound("Post", id);
  }
  const { blog, listing } = found;
  const content = sanitizeArticleHtml(blog.content, { publicUrl: deps.publicUrl });
  const related = await queries.findRelated(deps.db, blog, RELATED_POSTS);
  return toPostArticle(blog, {
    content,
    readingMinutes: readingMinutesOf(content),
    listing:
      listing && isVisibleStatus(listing.status)
        ? { id: listing.id, name: listing.name, slug: listing.slug, type: listing.type }
        : null,
    related,
  });
}

async function pageOf(
  deps: NewsDeps,
  filter: queries.PostFilter,
  page: PageQuery,
  order: "published" | "updated" = "published",
): Promise<Page<BlogSummary>> {
  const count = () => queries.countPosts(deps.db, filter);
  const [rows, total] = await Promise.all([
    queries.findPostPage(deps.db, filter, page, order),
    // Totals of what visitors see are cached for seconds; an author's own list is counted afresh.
    filter.publishedOnly ? cachedCount(deps.db, `blogs:${JSON.stringify(filter)}`, count, deps.now) : count(),
  ]);
  return toPage(rows.map(toPostSummary), page, total);
}

export type PublicList = "published" | "featured" | "sponsored" | "breaking";

/** Published posts, newest first; `featured`, `sponsored` and `breaking` keep the posts so marked. */
export function listPublished(deps: NewsDeps, list: PublicList, page: PageQuery): Promise<Page<BlogSummary>> {
  return pageOf(deps, { publishedOnly: true, flag: list === "published" ? undefined : list }, page);
}

/** An author's posts by lastUpdatedTime, newest first: every status for the author or an administrator. */
export function listAuthorPosts(
  deps: NewsDeps,
  authorId: string,
  page: PageQuery,
  viewer: Actor | null,
): Promise<Page<BlogSummary>> {
  const id = authorId.toLowerCase();
  return pageOf(deps, { publishedOnly: !canSeeEveryStatus(viewer, id), authorId: id }, page, "updated");
}

/** Posts with a tag (tags are kept in lower case); an unused tag is an empty page. */
export function listTagPosts(deps: NewsDeps, tag: string, page: PageQuery): Promise<Page<BlogSummary>> {
  return pageOf(deps, { publishedOnly: true, tag: tag.toLowerCase() }, page);
}

/**
 * The slug a category name stands for: an editorial category by its slug or its name, in any case
 * ("Campus Life", "CAMPUS-LIFE"), otherwise the name in lower case.
 */
function categorySlugOf(name: string): string {
  const wanted = name.toLowerCase();
  const editorial = EDITORIAL_CATEGORIES.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted);
  return editorial?.slug ?? wanted;
}

/** Posts of a category, case-insensitively; a category that is neither editorial nor used by a published post is a 404. */
export async function listCategoryPosts(deps: NewsDeps, name: string, page: PageQuery): Promise<Page<BlogSummary>> {
  const category = categorySlugOf(name);
  const result = await pageOf(deps, { publishedOnly: true, category }, page);
  const known = EDITORIAL_CATEGORIES.some((c) => c.slug === category) || result.totalElements > 0;
  if (!known) throw notFound("Category", name);
  return result;
}

/**
 * Every editorial category (even with no published post yet, so the header's order never shifts),
 * then the other categories of published posts by name.
 */
export async function listCategories(deps: NewsDeps): Promise<NewsCategory[]> {
  const counts = new Map(
    (await queries.countPublishedByCategory(deps.db)).map((row) => [row.category, row.count] as const),
  );
  const editorial = EDITORIAL_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, count: counts.get(c.slug) ?? 0 }));
  const editorialSlugs = new Set<string>(EDITORIAL_CATEGORIES.map((c) => c.slug));
  const others = [...counts]
    .filter(([slug]) => !editorialSlugs.has(slug))
    .map(([slug, count]) => ({ name: categoryNameOf(slug), slug, count }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.slug.localeCompare(b.slug, "en"));
  return [...editorial, ...others];
}

/** Published posts of a listing; an unknown or unpublished listing is a 404 (as for its events). */
export async function listListingPosts(deps: NewsDeps, listingId: number, page: PageQuery): Promise<Page<BlogSummary>> {
  const listing = await queries.findListingStatus(deps.db, listingId);
  if (!listing || !isVisibleStatus(listing.status)) throw notFound("Listing", listingId);
  return pageOf(deps, { publishedOnly: true, listingId }, page);
}
